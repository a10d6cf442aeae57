import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { aiUsage } from "@/db/schema";
import { pricesFrom } from "@/lib/core/usage-cost";
import { formatUsageReport, usageReport } from "@/lib/server/usage-report";
import { signUp } from "@/test/auth/helpers";
import { countTry } from "@/lib/server/tries/counts";

const call = (model: string, inputTokens: number, outputTokens: number, cachedInputTokens = 0) => ({
  model,
  inputTokens,
  cachedInputTokens,
  outputTokens,
  reasoningTokens: 0,
});

describe("npm run usage", () => {
  it("sums tokens and cost by day, kind and model, and names the median and most expensive founder", async () => {
    const db = await getDb();
    const emails = await Promise.all([signUp(), signUp(), signUp()]).then((all) => all.map(({ email }) => email));
    const ids = await Promise.all(
      emails.map(async (email) => (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) }))!.id),
    );
    await db.insert(aiUsage).values([
      { userId: ids[0]!, kind: "pp", step: "report", ...call("gpt-4.1-mini", 2_000, 600) },
      { userId: ids[1]!, kind: "iv", step: "report", ...call("gpt-4.1-mini", 5_000, 2_400, 1_000) },
      { userId: ids[1]!, kind: "iv", step: "scores", ...call("gpt-4.1-mini", 2_200, 100) },
      { userId: ids[1]!, kind: "iv", step: "scores", ...call("gpt-4.1-mini", 2_200, 100) },
      { userId: ids[2]!, kind: "chat", step: "answer", ...call("llama3.1:8b", 4_000, 300) },
      { userId: ids[2]!, kind: "ms", step: "report", ...call("gpt-4.1-mini", 2_100, 700) },
      // A visitor's free try: its cost counts, but it is no founder's.
      { userId: null, kind: "try", step: "report", ...call("gpt-4.1-mini", 3_000, 2_000) },
    ]);
    for (const event of ["started", "started", "finished", "claimed", "refused:address-daily"] as const)
      await countTry(db, event);
    const prices = pricesFrom(undefined);
    const report = await usageReport(db, prices);
    const today = new Date().toISOString().slice(0, 10);
    const iv = report.lines.find((line) => line.kind === "iv")!;
    expect(iv).toMatchObject({ day: today, model: "gpt-4.1-mini", calls: 3, inputTokens: 9_400, outputTokens: 2_600 });
    expect(iv.cost).toBeCloseTo((8_400 * 0.4 + 1_000 * 0.1 + 2_600 * 1.6) / 1e6, 10);
    expect(report.unpriced).toEqual(["llama3.1:8b"]);
    expect(report.founders.count).toBeGreaterThanOrEqual(3);
    expect(report.founders.top).toMatchObject({ userId: ids[1] });

    const text = formatUsageReport(report, prices);
    expect(text).toContain("gpt-4.1-mini $0.4 in, $0.1 cached, $1.6 out");
    expect(text).toMatch(
      new RegExp(`${today}\\s+iv\\s+gpt-4.1-mini\\s+3\\s+9,400\\s+1,000\\s+2,600\\s+0\\s+\\$0\\.0076`),
    );
    expect(text).toContain(`the most expensive $0.0076 (12,000 tokens, user ${ids[1]})`);
    expect(text).toContain("No price for llama3.1:8b: set AI_PRICES");
    expect(report.lines.find((line) => line.kind === "try")).toMatchObject({ calls: 1, outputTokens: 2_000 });
    expect(text).toMatch(
      /Free tries: \d+ started, \d+ finished, \d+ failed, \d+ moved into an account; \d+ refused \(.*address-daily \d+/,
    );
  });

  it("runs as a command on a fresh embedded database", async () => {
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "usage"], {
      env: { ...process.env, PGLITE_DIR: "memory", DATABASE_URL: "" },
      timeout: 60_000,
    });
    expect(stdout).toContain("AI usage, the last 30 days (UTC)");
    expect(stdout).toContain("No model calls recorded.");
    expect(stdout).toContain("Free tries: 0 started, 0 finished, 0 failed, 0 moved into an account; 0 refused.");
  });
});
