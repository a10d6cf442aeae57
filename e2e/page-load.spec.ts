import { expect, test, type Page } from "@playwright/test";

// Issue 44: what Lighthouse charges the landing and the try page while they load (bench/README.md has the figures).

/** Records, from before the page's first script, every use of the browser's Intl (ICU) the page makes. */
async function recordIntl(page: Page) {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    const watch = <T extends object>(owner: T, key: keyof T & string, label: string) => {
      const original = owner[key] as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, key, {
        configurable: true,
        writable: true,
        value: new Proxy(original, {
          apply(target, self, args) {
            used.push(label);
            return Reflect.apply(target, self, args);
          },
          construct(target, args) {
            used.push(label);
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    };
    watch(Number.prototype, "toLocaleString", "Number#toLocaleString");
    watch(Date.prototype, "toLocaleString", "Date#toLocaleString");
    watch(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
    watch(String.prototype, "localeCompare", "String#localeCompare");
    for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "RelativeTimeFormat", "Collator"] as const)
      watch(Intl, name, `Intl.${name}`);
  });
}

/** The layout shifts the page has had so far (those right after input excluded, as CLS counts them), summed. */
async function layoutShiftSoFar(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          };
          const shifts = (list.getEntries() as Shift[]).filter((shift) => !shift.hadRecentInput);
          resolve({
            total: shifts.reduce((sum, shift) => sum + shift.value, 0),
            sources: shifts.flatMap((shift) =>
              shift.sources.map((source) => (source.node as Element | null)?.outerHTML.slice(0, 80) ?? "?"),
            ),
          });
        }).observe({ type: "layout-shift", buffered: true });
        // The observer reports buffered entries at once, or nothing when there are none.
        setTimeout(() => resolve({ total: 0, sources: [] }), 500);
      }),
  );
}

test("the landing's idea box works without starting Intl, whose first use costs a phone 100 ms or more", async ({
  page,
}) => {
  await recordIntl(page);
  await page.goto("/");
  // The character count is the form's own render: it answers typing only once the idea box is hydrated.
  await page.getByText("What customers said").click();
  await page.getByLabel(/Paste reviews, forum posts or interview notes/).fill("Twelve chars");
  await expect(page.getByText(/^12 of \d{1,3}(,\d{3})* characters$/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed)).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a first visit to the try page logs no error and its first screen does not shift (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // As on a phone's network: the page is painted "loading" before the server's answer comes.
    await page.route("**/api/try", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto("/try");
    // The page opens with the form already drawn (inert: its largest element, so the LCP waits on no request), asks
    // the server for this browser's try, and finds none: the same form, usable.
    await expect(page.getByText("Looking for a validation in this browser…")).toBeVisible();
    await expect(page.locator("textarea[placeholder]")).toBeVisible();
    await expect(page.getByLabel("Describe your business idea")).toBeVisible();
    await expect(page.getByLabel("Describe your business idea")).toBeFocused();
    await expect(page.getByText("There is no free validation in this browser yet.")).toBeVisible();
    const shift = await layoutShiftSoFar(page);
    expect(shift.total, `shifted: ${shift.sources.join(", ")}`).toBeLessThan(0.02);
    expect(errors).toEqual([]);
  });
}
