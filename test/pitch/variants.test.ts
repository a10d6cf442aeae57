import { describe, expect, it } from "vitest";
import { settleBackgroundWork } from "@/lib/server/background";
import { api } from "@/test/experiments/helpers";
import { renderToStaticMarkup } from "react-dom/server";
import SharedReportPage from "@/app/share/[token]/page";
import { POST as share } from "@/app/api/data/reports/[id]/share/route";
import type { ServedPitchPage } from "@/lib/core/api/pitch";
import { exportedPdf, pdfText } from "@/test/pdf-export";
import { addresses, livePage, pageFields, pitch, signUp, visit } from "./helpers";

/** The page's variants figure, which a page that compares variants has. */
function variantsOf(page: ServedPitchPage) {
  if (!page.variants) throw new Error("The page compares no variants.");
  return page.variants;
}

/** One variant's figure on the page, by its words. */
function variantNamed(page: ServedPitchPage, text: string) {
  const found = variantsOf(page).shown.find((variant) => variant.text === text);
  if (!found) throw new Error(`No variant “${text}”.`);
  return found;
}

const PRICES = ["$9 a month", "$19 a month", "$29 a month"];

/** The price a page's HTML shows (one of PRICES), or null. */
const priceShown = (html: string) => PRICES.find((price) => html.includes(`<p class="price">${price}</p>`)) ?? null;

/** Visits from fresh addresses until each price has `each` visitors; returns every visitor's address by price. */
async function visitorsByPrice(slug: string, each: number) {
  const byPrice = new Map<string, string[]>(PRICES.map((price) => [price, []]));
  for (const address of addresses(each * 8)) {
    const shown = priceShown((await visit(slug, { address })).text)!;
    const list = byPrice.get(shown)!;
    if (list.length < each) list.push(address);
    if ([...byPrice.values()].every((seen) => seen.length >= each)) break;
  }
  return byPrice;
}

describe("a pitch page that compares prices (issue 47)", () => {
  it("shows each visitor one price all day, counts visits and sign-ups on it, and judges once one sells better", async () => {
    const { client, validation, page } = await livePage({
      fields: pageFields({ variants: { kind: "price", texts: PRICES } }),
      min_visitors: 10,
      target_percent: 10,
    });
    // A price test is recorded on Monetisation, whatever step it came from.
    const experiment = (await api.list(client, validation.idea_id)).body.data.find(
      (listed: { id: string }) => listed.id === page.experiment_id,
    )!;
    expect(experiment.factor).toBe("monetization_potential");

    const byPrice = await visitorsByPrice(page.slug, 10);
    // The same visitor sees the same price again, and a repeat visit counts nothing.
    const [first] = byPrice.get("$19 a month")!;
    expect(priceShown((await visit(page.slug, { address: first! })).text)).toBe("$19 a month");
    let served = (await pitch.get(client, page.id)).body;
    const counted = (text: string) => variantNamed(served, text);
    expect(variantsOf(served).shown.map((variant) => variant.text)).toEqual(PRICES);
    // Every visit counted once, on the variant shown (some prices got more than ten before the others reached ten).
    for (const price of PRICES) expect(counted(price).visitors).toBeGreaterThanOrEqual(10);
    expect(variantsOf(served).shown.reduce((sum, variant) => sum + variant.visitors, 0)).toBe(served.figure.visitors);

    // Close rates: no clear difference yet, with how many more visitors would tell.
    await signUp(page.slug, { address: byPrice.get("$9 a month")![0]!, email: "a0@example.com" });
    await signUp(page.slug, { address: byPrice.get("$19 a month")![0]!, email: "b0@example.com" });
    await settleBackgroundWork();
    served = (await pitch.get(client, page.id)).body;
    expect(counted("$9 a month").signups).toBe(1);
    expect(counted("$19 a month").signups).toBe(1);
    expect(counted("$29 a month").signups).toBe(0);
    expect(variantsOf(served).reading.state).toBe("no_difference");
    expect(served.judged_at).toBeNull();

    // Then $9 separates: its visitors sign up one by one, the others stay at one and none, until code can tell.
    let signedUp = 1;
    for (const [at, address] of byPrice.get("$9 a month")!.slice(1).entries()) {
      await signUp(page.slug, { address, email: `a${at + 1}@example.com` });
      await settleBackgroundWork();
      signedUp++;
      served = (await pitch.get(client, page.id)).body;
      if (served.judged_at) break;
      expect(variantsOf(served).reading.state).toBe("no_difference");
    }
    expect(served.judged_at).not.toBeNull();
    expect(counted("$9 a month").signups).toBe(signedUp);
    const judged = (await api.list(client, validation.idea_id)).body.data.find(
      (listed: { id: string }) => listed.id === page.experiment_id,
    )!;
    expect(judged.result).toMatchObject({
      value: signedUp,
      denominator: counted("$9 a month").visitors,
      source: "pitch",
      rung: "signed_up_priced",
      shown: "$9 a month",
    });
    expect(judged.result?.notes).toContain("“$9 a month” sells better");
    // The shared decision and the PDF draw the result as a chart, the three prices under it (issue 47).
    const made = await client.call(share, `/api/data/reports/${validation.id}/share`, {
      method: "POST",
      params: { id: validation.id },
      body: { include_experiments: true },
    });
    const token = new URL(made.body.url as string).pathname.replace("/share/", "");
    const markup = renderToStaticMarkup(await SharedReportPage({ params: Promise.resolve({ token }) }));
    expect(markup).toMatch(/<svg[^>]*role="img"[^>]*aria-label="1 result against its pass line: 1 passed, 0 failed\./);
    for (const price of PRICES) expect(markup).toMatch(new RegExp(`<text[^>]*>\\${price}</text>`));
    const pdf = pdfText(await exportedPdf(client, validation.id, "format=pdf&experiments=1"));
    expect(pdf).toContain("1 result against its pass line: 1 passed, 0 failed.");
    for (const price of PRICES) expect(pdf).toContain(price);
    const decision = (await api.decision(client, validation.idea_id)).body;
    expect(JSON.stringify(decision.reasons)).not.toContain("$29 a month");
  });

  it("starts a variant's count again when its words change, keeping the old counts labelled", async () => {
    const { client, page } = await livePage({
      fields: pageFields({
        variants: { kind: "headline", texts: ["Never run out of oat milk", "Orders that write themselves"] },
      }),
    });
    for (const address of addresses(12)) await visit(page.slug, { address });
    const before = variantsOf((await pitch.get(client, page.id)).body);
    const renamed = await pitch.patch(client, page.id, {
      fields: pageFields({
        variants: { kind: "headline", texts: ["Never run out of oat milk", "Stock that orders itself"] },
      }),
    });
    expect(renamed.status).toBe(200);
    const after = variantsOf(renamed.body);
    const [kept, renamedVariant] = after.shown;
    const [keptBefore, oldWords] = before.shown;
    expect(kept?.visitors).toBe(keptBefore?.visitors);
    expect(renamedVariant).toMatchObject({ text: "Stock that orders itself", visitors: 0 });
    expect(after.earlier).toEqual([
      expect.objectContaining({ text: "Orders that write themselves", visitors: oldWords?.visitors }),
    ]);
  });

  it("tallies the questions' answers per headline shown", async () => {
    const headlines = ["Never run out of oat milk", "Orders that write themselves"];
    const { client, page } = await livePage({
      fields: pageFields({
        questions: [
          {
            kind: "choice",
            text: "How do you order stock today?",
            options: ["A spreadsheet", "By phone"],
            other: false,
          },
        ],
        variants: { kind: "headline", texts: headlines },
      }),
    });
    const shown = new Map<string, number>(headlines.map((headline) => [headline, 0]));
    for (const address of addresses(8)) {
      const html = (await visit(page.slug, { address })).text;
      const headline = headlines.find((text) => html.includes(`<h1>${text}</h1>`))!;
      // Everyone shown the first headline answers "A spreadsheet", the others "By phone".
      await signUp(page.slug, {
        address,
        email: `${address}@example.com`,
        extra: { q0: headline === headlines[0] ? "0" : "1" },
      });
      shown.set(headline, shown.get(headline)! + 1);
    }
    const served = (await pitch.get(client, page.id)).body;
    expect(served.variant_tallies.map((entry) => entry.text)).toEqual(headlines);
    for (const [at, entry] of served.variant_tallies.entries()) {
      const [tally] = entry.tallies;
      expect(tally?.answered).toBe(shown.get(headlines[at]!));
      expect(JSON.stringify(tally)).toContain(`"count":${shown.get(headlines[at]!)}`);
    }
  });

  it("refuses variants that are not two or three different, plain lines, and escapes what it shows", async () => {
    const { client, page } = await livePage();
    const refused = async (variants: unknown) => {
      const answer = await pitch.patch(client, page.id, { fields: pageFields({ variants }) });
      expect(answer.status).toBe(400);
      return answer.body.message;
    };
    expect(await refused({ kind: "price", texts: ["$9"] })).toBe("Give two or three variants to compare.");
    expect(await refused({ kind: "price", texts: ["$9", "$19", "$29", "$39"] })).toBe("Three variants at most.");
    expect(await refused({ kind: "price", texts: ["$9", "$9 "] })).toBe("Each variant must say something different.");
    expect(await refused({ kind: "price", texts: ["$9", "x".repeat(61)] })).toBe("Keep a price under 60 characters.");
    expect(await refused({ kind: "colour", texts: ["red", "blue"] })).toBe("variants.kind must be price or headline.");
    expect(await refused({ kind: "price", texts: ["$9\u0000", "$19"] })).toMatch(/control character/i);
    // Another founder's page is a 404, and stays as it was; a body past the cap is a 413, never a 5xx.
    const { client: other } = await livePage();
    const theirs = await pitch.patch(other, page.id, {
      fields: pageFields({ variants: { kind: "price", texts: ["$1", "$2"] } }),
    });
    expect(theirs.status).toBe(404);
    expect((await pitch.get(client, page.id)).body.fields.variants).toBeNull();
    const huge = await pitch.patch(client, page.id, {
      fields: pageFields({ variants: { kind: "headline", texts: ["a".repeat(70_000), "b"] } }),
    });
    expect(huge.status).toBe(413);
    const xss = '<script>alert(1)</script>"';
    const saved = await pitch.patch(client, page.id, {
      fields: pageFields({ variants: { kind: "headline", texts: [xss, "Plain"] } }),
    });
    expect(saved.status).toBe(200);
    for (const address of addresses(6)) {
      const html = (await visit(page.slug, { address })).text;
      expect(html).not.toContain("<script>alert(1)</script>");
    }
  });
});
