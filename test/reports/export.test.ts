import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { POST as saveStrategy } from "@/app/api/(legacy)/data/save-market-strat/route";
import { POST as savePainPoints } from "@/app/api/(legacy)/data/save-pain-point-report/route";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import { demoStrategy, demoPainPoints } from "@/lib/ai/demo/reports";
import { pdfPool } from "@/lib/server/export/pdf-pool";
import { exportPolicy } from "@/lib/server/export/policy";
import { subscriber } from "@/test/ai/helpers";
import { type TestClient } from "@/test/api";
import { exportedPdf, pdfText } from "@/test/pdf-export";

const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";

const folder = mkdtempSync(path.join(tmpdir(), "launchlens-export-"));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await pdfPool().close();
});

const stretch = (value: string, length: number) =>
  `${value} `
    .repeat(Math.ceil(length / (value.length + 1)))
    .slice(0, length)
    .trim();

/** The longest marketing strategy the schema allows: every list full, every text at its limit (about 30 KB). */
function longStrategy() {
  const demo = demoStrategy(IDEA);
  const step = (index: number) => ({
    step: stretch(`Step ${index + 1}: ${demo.tactics[0]!.step}`, 200),
    description: stretch(demo.tactics[0]!.description, 2_000),
  });
  return {
    ...demo,
    overview: stretch(demo.overview, 1_500),
    target_audience: stretch(demo.target_audience, 1_000),
    objectives: Array.from({ length: 6 }, (_, index) => stretch(`${index + 1}. ${demo.objectives[0]!}`, 300)),
    key_channels: Array.from({ length: 8 }, (_, index) =>
      stretch(`Channel ${index + 1}: ${demo.key_channels[0]!}`, 200),
    ),
    channel_experiments: Array.from({ length: 8 }, (_, index) => ({
      channel: stretch(`Channel ${index + 1}`, 200),
      experiment: stretch(demo.channel_experiments[0]!.experiment, 500),
      budget_usd: 100 * (index + 1),
    })),
    tactics: Array.from({ length: 8 }, (_, index) => step(index)),
    timeline: Array.from({ length: 8 }, (_, index) => step(index)),
  };
}

async function saved(
  client: TestClient,
  data: unknown,
  handler = saveStrategy,
  route = "/api/data/save-market-strat",
): Promise<string> {
  const answer = await client.call(handler, route, { method: "POST", body: { data } });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const exportOf = (client: TestClient, id: string, format = "pdf") =>
  client.call(exportReport, `/api/data/reports/${id}/export?format=${format}`, { params: { id } });

/** The signed-in user's id: the subject of the access token cookie. */
const userIdOf = (client: TestClient) =>
  (JSON.parse(Buffer.from(client.cookies.get("ll_access")!.split(".")[1]!, "base64url").toString()) as { sub: string })
    .sub;

describe("PDF export off the request thread", () => {
  it("keeps /api/health answering while 16 PDFs of a long report are drawn, at most pdfWorkers at a time", async () => {
    // Four founders, four exports each: pdfPerUserAtOnce lets one founder have four in flight.
    const founders = await Promise.all(Array.from({ length: 4 }, () => subscriber()));
    const reports = await Promise.all(founders.map((founder) => saved(founder, longStrategy())));
    // Warm up: the first export starts the worker and loads the fonts.
    expect((await exportOf(founders[0]!, reports[0]!)).status).toBe(200);
    const pool = pdfPool();
    pool.peakDrawing = 0;

    const pollHealth = async (until: () => boolean) => {
      const answers: { at: number; ms: number }[] = [];
      while (!until()) {
        const started = performance.now();
        const answer = await founders[0]!.call(health, "/api/health");
        expect(answer.status).toBe(200);
        answers.push({ at: performance.now(), ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return answers;
    };
    const maxGap = (answers: { at: number }[], from: number) =>
      Math.max(...answers.map((answer, index) => answer.at - (index === 0 ? from : answers[index - 1]!.at)));

    // Health alone, for the same length of time a PDF takes, as the baseline of this machine at this moment.
    const baselineStart = performance.now();
    const baseline = await pollHealth(() => performance.now() - baselineStart > 500);

    let settled = 0;
    const burstStart = performance.now();
    const loopBefore = performance.eventLoopUtilization();
    const burst = founders.flatMap((founder, index) =>
      Array.from({ length: 4 }, () => exportOf(founder, reports[index]!).finally(() => settled++)),
    );
    const duringBurst = pollHealth(() => settled === burst.length);
    const answers = await Promise.all(burst);
    const loop = performance.eventLoopUtilization(loopBefore);
    const healthAnswers = await duringBurst;

    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.text.startsWith("%PDF-")).toBe(true);
    }
    // The drawing happened on the worker threads, never more at once than the pool has workers ...
    expect(pool.peakDrawing).toBeGreaterThanOrEqual(1);
    expect(pool.peakDrawing).toBeLessThanOrEqual(exportPolicy.pdfWorkers);
    // ... so the request thread stayed mostly idle (drawn on it, it was busy the whole burst) ...
    expect(loop.utilization).toBeLessThan(0.6);
    // ... and health answered all along, not only between PDFs: many times before the last PDF was done, and never
    // went quiet for long (a long report drawn on the request thread silenced it for the whole drawing).
    const burstMs = performance.now() - burstStart;
    expect(healthAnswers.length).toBeGreaterThanOrEqual(10);
    expect(maxGap(healthAnswers, burstStart)).toBeLessThan(
      Math.max(1_000, 10 * maxGap(baseline, baselineStart), burstMs / 8),
    );
    console.info(
      `16 long PDFs in ${Math.round(burstMs)} ms; health alone: ${baseline.length} answers, max gap ${Math.round(maxGap(baseline, baselineStart))} ms; ` +
        `during the burst: ${healthAnswers.length} answers, max gap ${Math.round(maxGap(healthAnswers, burstStart))} ms, ` +
        `request thread busy ${(loop.utilization * 100).toFixed(0)}%`,
    );
  }, 300_000);

  it("draws Polish, Czech, Turkish, Greek, Cyrillic and Vietnamese text through the API", async () => {
    const founder = await subscriber();
    const places = ["Łódź", "Příbram", "İstanbul", "Αθήνα", "Москва", "Hà Nội"];
    const demo = demoPainPoints(IDEA);
    const id = await saved(
      founder,
      {
        ...demo,
        title: `Grooming in ${places.slice(0, 3).join(", ")}`,
        idea_summary: `Salons in ${places.join(", ")}.`,
      },
      savePainPoints,
      "/api/data/save-pain-point-report",
    );
    const text = pdfText(await exportedPdf(founder, id));
    for (const place of places) expect(text).toContain(place);
  }, 120_000);
});

describe("export limits", () => {
  it("refuses a founder's fifth PDF at once while four are still being drawn, with Retry-After", async () => {
    const founder = await subscriber();
    const id = await saved(founder, longStrategy());
    const answers = await Promise.all(
      Array.from({ length: exportPolicy.pdfPerUserAtOnce + 1 }, () => exportOf(founder, id)),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(exportPolicy.pdfPerUserAtOnce);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.message).toBe(
      "Your other PDFs are still being made. Please try again when they have downloaded.",
    );
    expect(refused[0]!.headers.get("retry-after")).toBe(String(exportPolicy.busyRetryAfterSeconds));
    // Another founder is not held up by it.
    const other = await subscriber();
    expect((await exportOf(other, await saved(other, longStrategy()))).status).toBe(200);
  }, 180_000);

  it("counts each founder's exports per format and answers 429 with Retry-After past the limit", async () => {
    const founder = await subscriber();
    const id = await saved(founder, demoStrategy(IDEA));
    expect((await exportOf(founder, id, "pdf")).status).toBe(200);
    // Spend the rest of the window at once.
    const db = await getDb();
    const spent = await db
      .update(rateLimits)
      .set({ count: exportPolicy.limits.pdfPerUser.limit })
      .where(eq(rateLimits.key, `export:pdf:${userIdOf(founder)}`))
      .returning();
    expect(spent).toHaveLength(1);
    const refused = await exportOf(founder, id, "pdf");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You have exported many PDFs in the last few minutes\. Please try again in (a minute|\d+ minutes)\.$/,
    );
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(exportPolicy.limits.pdfPerUser.windowMs / 1000);
    // Markdown has its own count, and another founder their own.
    expect((await exportOf(founder, id, "md")).status).toBe(200);
    const other = await subscriber();
    expect((await exportOf(other, await saved(other, demoStrategy(IDEA)), "pdf")).status).toBe(200);
  }, 180_000);
});
