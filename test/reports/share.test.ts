import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import SharedReportPage from "@/app/share/[token]/page";
import { POST as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { POST as marketPlan } from "@/app/api/(legacy)/data/market-plan/route";
import { DELETE as unshare, POST as share } from "@/app/api/data/reports/[id]/share/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { findSharedReport } from "@/lib/server/reports/share";
import { quotesIn, sharedCopy } from "@/lib/core/report/share-copy";
import { subscriber } from "@/test/ai/helpers";
import { TestClient } from "@/test/api";

// One sentence, short enough for the demo model to quote it whole in its summaries ("Your idea: “…”").
const IDEA = "A booking app for dog groomers that fills last-minute cancellations from a waitlist.";
// What a founder pastes: third parties' names, e-mail addresses and figures.
const EVIDENCE = [
  "Maria Lopez (maria.lopez@example.com), dog groomer: our booking app never fills last-minute cancellations from the waitlist, and I lose $340 a week.",
  "Groomers at Paws Corner spend two hours every Friday phoning clients on the waitlist to fill cancelled booking slots.",
  "We tried Calendly but it never fills cancellations.",
].join("\n");
const PRIVATE = ["maria.lopez@example.com", "Maria Lopez", "$340", "Paws Corner"];

type Kind = "pp" | "ms" | "iv";
type Json = Record<string, unknown>;

async function generate(client: TestClient, kind: Kind): Promise<Json & { id: string }> {
  const body = { userPrompt: IDEA, evidence: EVIDENCE };
  if (kind === "pp") {
    const answer = await client.call(createReport, "/api/data/create-report", { method: "POST", body });
    expect(answer.status).toBe(200);
    return answer.body.data as Json & { id: string };
  }
  const answer = await client.call(
    kind === "ms" ? marketPlan : validateIdea,
    `/api/data/${kind === "ms" ? "market-plan" : "validate-idea"}`,
    { method: "POST", body },
  );
  expect(answer.status).toBe(200);
  return answer.body as Json & { id: string };
}

const shareCall = (
  client: TestClient,
  id: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) => client.call(share, `/api/data/reports/${id}/share`, { method: "POST", params: { id }, ...options });

const tokenOf = (url: unknown) => new URL(url as string).pathname.replace("/share/", "");

/** The share page's HTML, as the server renders it for a stranger. */
async function sharePageHtml(token: string): Promise<string> {
  return renderToStaticMarkup(await SharedReportPage({ params: Promise.resolve({ token }) }));
}

/** The HTML's text with entities read back, so a quote's apostrophes and ampersands compare as typed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("share links leave out the evidence and the idea as typed", () => {
  it.each<Kind>(["pp", "ms", "iv"])(
    "%s: by default the page shows no quote and no prompt; opting in shows the quotes",
    async (kind) => {
      const client = await subscriber();
      const report = await generate(client, kind);
      const quotes = quotesIn(kind, report);
      // The demo model quoted the evidence, and its summary quotes the idea: there is something to leave out.
      expect(quotes.length).toBeGreaterThan(0);
      expect(quotes.some((quote) => PRIVATE.some((word) => quote.includes(word)))).toBe(true);
      if (kind !== "ms") expect(JSON.stringify(report)).toContain(IDEA);

      // No body: the default.
      const created = await shareCall(client, report.id);
      expect(created.status).toBe(201);
      expect(created.body.include_quotes).toBe(false);
      const token = tokenOf(created.body.url);
      const text = textOf(await sharePageHtml(token));
      // The demo's title is the idea's first sentence, the founder's words: the page names it without them.
      expect(String(report.title)).toContain(IDEA.replace(/\.$/, ""));
      expect(text).not.toContain(String(report.title));
      expect(text).toMatch(
        /(Pain points: the founder's idea|Marketing strategy: the founder's idea|The founder's idea)/,
      );
      for (const quote of quotes) expect(text).not.toContain(quote);
      for (const word of PRIVATE) expect(text).not.toContain(word);
      expect(text).not.toContain(IDEA);
      expect(text).not.toContain("Your idea:");
      expect(text).toMatch(/leaves out the (quote|\d+ quotes) from the customer evidence/);
      const shown = await findSharedReport(await getDb(), token);
      expect(shown!.quotesLeftOut).toBe(quotes.length);
      expect(quotesIn(kind, shown!.report)).toEqual([]);

      // Opting in, with a new link: the quotes are there (the idea still is not), and the old link is gone.
      const withQuotes = await shareCall(client, report.id, { body: { include_quotes: true } });
      expect(withQuotes.status).toBe(201);
      expect(withQuotes.body.include_quotes).toBe(true);
      expect(await findSharedReport(await getDb(), token)).toBeNull();
      const quoted = textOf(await sharePageHtml(tokenOf(withQuotes.body.url)));
      for (const quote of quotes) expect(quoted).toContain(quote);
      expect(quoted).not.toContain(IDEA);
      expect(quoted).not.toContain("leaves out");

      // An explicit false is the default again.
      const without = await shareCall(client, report.id, { body: { include_quotes: false } });
      expect(without.body.include_quotes).toBe(false);
      for (const quote of quotes) expect(textOf(await sharePageHtml(tokenOf(without.body.url)))).not.toContain(quote);
    },
  );

  it("revoking forgets the choice: the next link leaves the quotes out unless asked again", async () => {
    const client = await subscriber();
    const report = await generate(client, "pp");
    await shareCall(client, report.id, { body: { include_quotes: true } });
    expect(
      (
        await client.call(unshare, `/api/data/reports/${report.id}/share`, {
          method: "DELETE",
          params: { id: report.id },
        })
      ).status,
    ).toBe(200);
    const again = await shareCall(client, report.id);
    const shown = await findSharedReport(await getDb(), tokenOf(again.body.url));
    expect(quotesIn("pp", shown!.report)).toEqual([]);
  });

  it("refuses a body that is not { include_quotes: boolean } with a 4xx and a message", async () => {
    const client = await subscriber();
    const report = await generate(client, "pp");
    const refused = [
      await shareCall(client, report.id, { body: { include_quotes: "yes" } }),
      await shareCall(client, report.id, { body: { include_quotes: 1 } }),
      await shareCall(client, report.id, { body: { include_quotes: null } }),
      await shareCall(client, report.id, { body: { include_quotes: true, user_id: "x" } }),
      await shareCall(client, report.id, { body: [true] }),
      await shareCall(client, report.id, { rawBody: "{", headers: { "content-type": "application/json" } }),
      await shareCall(client, report.id, {
        rawBody: "include_quotes=true",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      await shareCall(client, report.id, { rawBody: "include_quotes=true" }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(refused[0]!.body.message).toBe("include_quotes must be true or false.");
    // Another user's report stays a 404, whatever the body.
    const stranger = await subscriber();
    expect((await shareCall(stranger, report.id, { body: { include_quotes: true } })).status).toBe(404);
  });

  it("asks a signed-out caller to sign in before it reads anything they sent, a malformed id included", async () => {
    const signedOut = new TestClient();
    for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      const answer = await shareCall(signedOut, id, { body: { include_quotes: "yes" } });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});

describe("sharedCopy", () => {
  it("keeps a report without quotes or idea as it is", () => {
    const report = {
      title: "Groomer waitlist",
      idea_summary: "A focused tool for groomers.",
      pain_points: [{ pain_point: "P", strategy: "S", quotes: [], basis: "inference" }],
    };
    expect(sharedCopy("pp", report, { prompt: IDEA, demo: false, includeQuotes: false })).toEqual({
      report,
      quotesLeftOut: 0,
    });
  });

  it("replaces a verbatim copy of the idea in any text, and leaves short ideas alone", () => {
    const report = { title: "T", summary: `In short: ${IDEA} Worth testing.`, scores: {} };
    expect(
      sharedCopy("iv", report, { prompt: `  ${IDEA.replaceAll(" ", "\n ")}  `, demo: false, includeQuotes: true })
        .report.summary,
    ).toBe("In short: the founder's idea Worth testing.");
    const short = { title: "Meal kits", summary: "Meal kits for nurses, delivered.", scores: {} };
    expect(sharedCopy("iv", short, { prompt: "Meal kits", demo: false, includeQuotes: true }).report).toEqual(short);
  });

  it("reads reports saved before quotes existed (version 1) without failing", () => {
    const old = { title: "Old", overview: "O", objectives: ["a", "b"] };
    expect(sharedCopy("ms", old, { prompt: IDEA, demo: false, includeQuotes: false })).toEqual({
      report: old,
      quotesLeftOut: 0,
    });
    const oldPp = { title: "Old", pain_points: [{ pain_point: "P", strategy: "S" }] };
    expect(sharedCopy("pp", oldPp, { prompt: IDEA, demo: false, includeQuotes: false }).report).toEqual({
      title: "Old",
      pain_points: [{ pain_point: "P", strategy: "S", quotes: [] }],
    });
  });
});
