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
