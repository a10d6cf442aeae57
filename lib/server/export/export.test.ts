import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { factorLabel } from "@/lib/core/report/factors";
import { withComputedFigures } from "@/lib/core/report/computed";
import { demoValidation, demoStrategy, demoPainPoints } from "@/lib/ai/demo/reports";
import { validationReport, strategyReport, painPointReport } from "@/lib/core/report/schemas";
import { exampleValidation } from "@/lib/core/examples/shiftplate";
import { formatUsdCompact, formatUsdRange } from "@/lib/core/format";
import { exportFileName } from "./download";
import { reportToMarkdown } from "@/lib/core/export/markdown";
import { interCoverage, pdfText } from "./pdf.mjs";
import { pdfDocument, pdfPool, renderReportPdf } from "./pdf-pool";
import { exportPolicy } from "./policy";
import type { ExportedExperiment, ExportedResult, IdeaExperiments } from "@/lib/core/export/sections";

const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";
const EVIDENCE =
  "Booksy sent reminders at 3am and clients still missed appointments.\nI keep a paper diary because every app wants a monthly fee.";
const stored = { created_at: "2026-11-22T10:30:00.000Z", demo: true, schema_version: 2, evidence_provided: true };

const reports = {
  pp: painPointReport.parse({ ...demoPainPoints(IDEA, EVIDENCE), ...stored }),
  ms: strategyReport.parse({ ...demoStrategy(IDEA, EVIDENCE), ...stored }),
  iv: validationReport.parse({ ...withComputedFigures(demoValidation(IDEA, EVIDENCE)), ...stored }),
};

const headings = {
  pp: ["Idea Summary", "Potential Market Gap", "Customer Pain Points"],
  ms: [
    "Overview",
    "Target Audience",
    "Objectives",
    "Key Channels",
    "First experiment per channel",
    "Tactics",
    "Timeline",
  ],
  iv: [
    "Summary",
    "Scores",
    "Competitors and alternatives",
    "Market size",
    "Monetisation Report",
    "Strategic Insights",
    "Next steps: experiments before building",
  ],
};

const folder = mkdtempSync(path.join(tmpdir(), "launchlens-pdf-"));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await pdfPool().close();
});

/** The text of a PDF as pdftotext reads it, whitespace collapsed. */
function textOf(bytes: Uint8Array, name: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("Markdown export", () => {
  for (const kind of ["pp", "ms", "iv"] as const) {
    it(`writes the ${kind} report's title, date, demo marking and every section`, () => {
      const markdown = reportToMarkdown(kind, reports[kind]);
      expect(markdown.startsWith(`# ${reports[kind].title.replace(/[\\`*_[\]<>|#~]/g, "\\$&")}\n`)).toBe(true);
      expect(markdown).toContain("22 November 2026");
      expect(markdown).toMatch(/^> \*\*Demo report:/m);
      for (const heading of headings[kind]) expect(markdown).toContain(`\n## ${heading}\n`);
    });
  }

  it("shows the validation's scores to one decimal and its verified quotes as blockquotes", () => {
    const markdown = reportToMarkdown("iv", reports.iv);
    expect(markdown).toContain(`Overall: ${reports.iv.overall_score.toFixed(1)} / 10 (${reports.iv.score_tag})`);
    expect(markdown).toMatch(/\| Market demand \| \d+\.\d \/ 10/);
    const pains = reportToMarkdown("pp", reports.pp);
    const quoted = reports.pp.pain_points.flatMap((item) => item.quotes ?? []);
    expect(quoted.length).toBeGreaterThan(0);
    for (const quote of quoted) expect(pains).toContain(`> “${quote.replace(/[\\`*_[\]<>|#~]/g, "\\$&")}”`);
  });

  it("names who said each quote, as the report views do, outside the quotation marks", async () => {
    const [first, ...rest] = reports.pp.pain_points;
    const said = first!.quotes?.[0] ?? "Our regulars forget their stamp cards every week.";
    const attributed = {
      ...reports.pp,
      pain_points: [{ ...first!, quotes: [said], attributions: ["owner, Bean There, Leeds"] }, ...rest],
    };
    const line = `> “${said.replace(/[\\`*_[\]<>|#~]/g, "\\$&")}” — owner, Bean There, Leeds (from your evidence)`;
    expect(reportToMarkdown("pp", attributed)).toContain(line);
    const strategy = { ...reports.ms, customer_words: ["I keep a paper diary."], customer_words_attributions: [null] };
    expect(reportToMarkdown("ms", strategy)).toMatch(/^> “I keep a paper diary\.”$/m);
    expect(textOf(await renderReportPdf("pp", attributed), "attributed.pdf")).toContain("— owner, Bean There, Leeds");
  });

  it("keeps model text from breaking the document's structure", () => {
    const hostile = {
      ...reports.pp,
      title: "# Fake | title",
      idea_summary: "line one\n\n## Injected heading\n- item <script>alert(1)</script>",
    };
    const markdown = reportToMarkdown("pp", hostile);
    expect(markdown.split("\n")[0]).toBe("# \\# Fake \\| title");
    expect(markdown).not.toMatch(/^## Injected heading/m);
    expect(markdown).not.toContain("<script>");
  });

  it("renders a report saved before schema version 2, without the newer sections", () => {
    const old = {
      title: "Old report",
      summary: "s",
      scores: Object.fromEntries(
        Object.entries(reports.iv.scores).map(([key, value]) => [key, { score: value.score, reason: value.reason }]),
      ),
      monetization_report: reports.iv.monetization_report,
      strategic_insights: reports.iv.strategic_insights,
      overall_score: 5,
      score_tag: "Uncertain",
    };
    const markdown = reportToMarkdown("iv", old);
    expect(markdown).toContain("## Scores");
    expect(markdown).not.toContain("## Competitors");
    expect(markdown).not.toContain("Demo report");
  });
});

describe("PDF export", () => {
  const printable = async (value: string) => pdfText(value, await interCoverage());

  for (const kind of ["pp", "ms", "iv"] as const) {
    it(`draws the ${kind} report with its title, date, demo marking and every section`, async () => {
      const pdf = await renderReportPdf(kind, reports[kind]);
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
      const text = textOf(pdf, `${kind}.pdf`);
      expect(text).toContain((await printable(reports[kind].title)).slice(0, 40));
      expect(text).toContain("22 November 2026");
      expect(text).toContain("Demo report");
      expect(text).toMatch(/Page 1 of \d+/);
      for (const heading of headings[kind]) expect(text).toContain(heading);
    });
  }

  it("carries body text, scores and next steps into the PDF", async () => {
    const text = textOf(await renderReportPdf("iv", reports.iv), "body.pdf");
    expect(text).toContain(`${reports.iv.overall_score.toFixed(1)} / 10`);
    expect(text).toContain((await printable(reports.iv.strategic_insights[0]!)).slice(0, 30));
    expect(text).toContain((await printable(reports.iv.next_steps![0]!.threshold)).slice(0, 30));
  });

  it("draws the score card with the grade line and a bar per factor, and the monetisation totals", async () => {
    const text = textOf(await renderReportPdf("iv", reports.iv), "card.pdf");
    const iv = reports.iv;
    // The card: the score and its grade, the grade line, and each factor with its figure, highest first.
    expect(text).toContain(`${iv.overall_score.toFixed(1)} / 10 ${iv.score_tag}`);
    expect(text).toMatch(/(Strong|Promising|Uncertain|Weak): [^.]+\./);
    const ranked = Object.entries(iv.scores).sort((a, b) => b[1].score - a[1].score);
    const card = text.slice(0, text.indexOf("Factor scores out of 10"));
    let at = 0;
    for (const [key, entry] of ranked) {
      const label = factorLabel(key);
      const found = card.indexOf(`${label} ${entry.score.toFixed(1)}`, at);
      expect(found, `${label} in the card, in order`).toBeGreaterThanOrEqual(0);
      at = found;
    }
    // The totals, as the app shows them, and what is left.
    const sum = (lines: { monthly_usd: number }[]) => lines.reduce((total, line) => total + line.monthly_usd, 0);
    const usd = (value: number) => `$${Math.round(value).toLocaleString("en-US")}/mo`;
    const [income, expenses] = [sum(iv.monetization_report.income_streams), sum(iv.monetization_report.key_expenses)];
    expect(text).toContain(`Total income ${usd(income)}`);
    expect(text).toContain(`Total expenses ${usd(expenses)}`);
    expect(text).toContain(`Income less expenses: ${income < expenses ? "−" : ""}${usd(Math.abs(income - expenses))}`);
    const markdown = reportToMarkdown("iv", iv);
    expect(markdown).toContain(`| Total income | ${usd(income)} |`);
  });

  it("never leaves a section's heading alone at the bottom of a page", { timeout: 180_000 }, async () => {
    // Longer and shorter openings move each heading down the page a little at a time, so that every heading comes to
    // the bottom of some page in one of the variants.
    const filler = "The café owners we spoke to order stock on Friday afternoons and run short by Saturday morning. ";
    const variants = Array.from({ length: 24 }, (_, index) => index);
    const stranded: string[] = [];
    for (const kind of ["pp", "iv"] as const) {
      for (const extra of variants) {
        const report =
          kind === "pp"
            ? { ...reports.pp, idea_summary: `${reports.pp.idea_summary} ${filler.repeat(extra)}` }
            : { ...reports.iv, summary: `${reports.iv.summary} ${filler.repeat(extra)}` };
        const name = `strand-${kind}-${extra}.pdf`;
        const pdf = await renderReportPdf(kind, report);
        const file = path.join(folder, name);
        writeFileSync(file, pdf);
        const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
        for (let page = 1; page < pages; page++) {
          const lines = execFileSync("pdftotext", ["-layout", "-f", String(page), "-l", String(page), file, "-"], {
            encoding: "utf8",
          })
            .split("\n")
            .map((line) => line.replace(/Page \d+ of \d+$/, "").trim())
            // The footer: the title, on one or two lines.
            .filter((line) => line && !report.title.includes(line));
          const last = lines.at(-1) ?? "";
          // A market segment's name and figures head its table: they are never left alone either.
          const titles = kind === "iv" ? (report as typeof reports.iv).market_size!.segments.map((s) => s.name) : [];
          if (headings[kind].includes(last) || titles.includes(last) || /^TAM \$/.test(last))
            stranded.push(`${name} page ${page}: ${last}`);
          // Nor is the market's small totals table split: its TAM and SOM rows are on the same page.
          const totals = [/^TAM {2,}\$/, /^SOM {2,}\$/].map((row) => lines.some((line) => row.test(line)));
          if (totals[0] !== totals[1]) stranded.push(`${name} page ${page}: the totals table is split`);
        }
      }
    }
    expect(stranded).toEqual([]);
  });

  it("draws Polish, Czech, Turkish, Greek, Cyrillic and Vietnamese names in the embedded Inter", async () => {
    const places = [
      "Łódź",
      "Příbram",
      "İstanbul",
      "Αθήνα",
      "Москва",
      "Hà Nội",
      "Kraków",
      "Ústí nad Labem",
      "Şanlıurfa",
      "Θεσσαλονίκη",
      "Київ",
      "Đà Nẵng",
    ];
    const worldly = {
      ...reports.pp,
      title: "Hundesalon in Łódź, Příbram und İstanbul",
      idea_summary: `A grooming app for ${places.join(", ")}.`,
      pain_points: [{ ...reports.pp.pain_points[0]!, title: "Αθήνα, Москва, Hà Nội" }],
    };
    const pdf = await renderReportPdf("pp", worldly);
    const text = textOf(pdf, "places.pdf").normalize("NFC");
    for (const place of places) expect(text).toContain(place);
    expect(text).toContain("Hundesalon in Łódź, Příbram und İstanbul");
    expect(text).not.toContain("?");
    // The fonts are embedded: no viewer has to stand in for Helvetica.
    const fonts = execFileSync("pdffonts", [path.join(folder, "places.pdf")], { encoding: "utf8" });
    expect(fonts).toMatch(/Inter/);
    expect(fonts).not.toMatch(/Helvetica/);
    for (const row of fonts.split("\n").slice(2).filter(Boolean)) expect(row).toMatch(/\byes\s+yes\s+yes\b/);
  });

  it("draws the bold and italic faces too, and whatever Inter lacks without failing", async () => {
    const worldly = {
      ...reports.pp,
      title: "Café für Hunde 🐕 — Запуск 東京 ≥ 10 →",
      idea_summary: "Ünïcödé everywhere ✓ 🚀",
    };
    const pdf = await renderReportPdf("pp", worldly);
    const text = textOf(pdf, "world.pdf");
    expect(text).toContain("Café für Hunde — Запуск ?? >= 10 ->");
    expect(text).toContain("Ünïcödé everywhere v");
    const fonts = execFileSync("pdffonts", [path.join(folder, "world.pdf")], { encoding: "utf8" });
    expect(fonts).toMatch(/Inter-Bold/);
    expect(fonts).toMatch(/Inter-Italic/);
  });

  it("keeps what Inter draws, spells out or strips what it lacks, and drops emoji", async () => {
    expect(await printable("naïve café – “quoted” €5")).toBe("naïve café – “quoted” €5");
    expect(await printable("Łódź ők 🚀 ≤ 3")).toBe("Łódź ők <= 3");
    expect(await printable("Ха\u0300 Ha\u0300 Nô\u0323i")).toBe("Ха̀ Hà Nội".normalize("NFC"));
    expect(await printable("東京  in\n two   lines")).toBe("?? in two lines");
  });
});

describe("an idea validation's experiments", () => {
  const line = { metric: "Cafe owners who would pay", comparator: ">=" as const, target: 8, unit: "of 20 asked" };
  const result = (value: number, evidence: string | null = null): ExportedResult => ({
    value,
    denominator: null,
    notes: null,
    evidence,
    outcome: value >= 8 ? "passed" : "failed",
    pass_line: line,
    recorded_at: "2026-11-20T10:00:00.000Z",
  });
  const evidence = Array.from({ length: 40 }, (_, index) => `Owner ${index + 1}: too dear for a cafe of our size.`);
  const experiment = (index: number): ExportedExperiment => ({
    ...line,
    hypothesis: `Hypothesis ${index + 1}`,
    method: null,
    cost_usd: 0,
    due_date: "2026-12-01",
    status: "failed",
    result: result(6, evidence.join("\n")),
    history: Array.from({ length: 10 }, () => result(5)),
  });
  const many: IdeaExperiments = {
    decision: { verdict: "stop", reasons: [{ rule: "mostly_failed", text: "25 experiments failed and 0 passed." }] },
    experiments: Array.from({ length: 25 }, (_, index) => experiment(index)),
  };
  const sectionOf = (sections: { heading: string }[]) => JSON.stringify(sections.at(-1));

  it("are a section of an idea validation only, and the Markdown has all of them", () => {
    expect(reportToMarkdown("pp", reports.pp, { experiments: many })).toBe(reportToMarkdown("pp", reports.pp));
    expect(reportToMarkdown("iv", reports.iv, {})).toBe(reportToMarkdown("iv", reports.iv));
    const markdown = reportToMarkdown("iv", reports.iv, { experiments: many });
    expect(markdown.match(/^### Hypothesis \d+$/gm)).toHaveLength(25);
    expect(markdown.match(/^> Owner 40: too dear/gm)).toHaveLength(25);
    expect(markdown).not.toContain("in the Markdown export");
  });

  it("are cut to the PDF's limits, each cut said", () => {
    const limits = exportPolicy.pdfExperiments;
    const section = sectionOf(pdfDocument("iv", reports.iv, { experiments: many }).sections);
    expect(section.match(/"title":"Hypothesis \d+"/g)).toHaveLength(limits.experiments);
    expect(section).toContain(`${25 - limits.experiments} more experiments, due later, are in the Markdown export.`);
    let kept = 0;
    for (let used = 0; used + evidence[kept]!.length <= limits.evidenceChars; kept++) used += evidence[kept]!.length;
    expect(section).toContain(`"text":"${evidence[kept - 1]}"`);
    expect(section).not.toContain(`"text":"${evidence[kept]}"`);
    expect(section).toContain(`…and ${40 - kept} more lines of evidence, in the Markdown export.`);
    expect(section).toContain(`…and ${10 - limits.history} more earlier results, in the Markdown export.`);
    // Evidence of one long line is cut within it.
    const oneLine = { ...many, experiments: [{ ...experiment(0), result: result(6, "word ".repeat(1_000)) }] };
    const cut = sectionOf(pdfDocument("iv", reports.iv, { experiments: oneLine }).sections);
    expect(cut).toMatch(new RegExp(`"text":"(word ){${Math.floor(limits.evidenceChars / 5) - 1}}word…"`));
  });
});

describe("the validation's market size", () => {
  // The example's three segments, one input citing a web page, one segment optimistic enough to be flagged.
  const [launch, others, trusts] = exampleValidation.market_size.segments;
  const cited = "https://www.nhsemployers.org/articles/night-working";
  const market = validationReport.parse({
    ...withComputedFigures({
      ...exampleValidation,
      market_size: {
        segments: [
          { ...launch!, obtainable_share_3y: { ...launch!.obtainable_share_3y, low: 0.3, base: 0.4, high: 0.5 } },
          {
            ...others!,
            customers: { ...others!.customers, basis: "source", source_url: cited, reason: "NHS staff survey." },
          },
          trusts!,
        ],
        sources: [{ url: cited, title: "Night working in the NHS" }],
      },
    }),
    ...stored,
  });
  const size = market.market_size!;
  const withoutMarket = { ...market, market_size: undefined };
  const escaped = (value: string) => value.replace(/[\\`*_[\]<>|#~]/g, "\\$&");

  it("is in the Markdown: the totals, a table per segment, the flags and the sources", () => {
    expect(size.flags!.map((flag) => flag.code)).toContain("optimistic_share");
    const markdown = reportToMarkdown("iv", market);
    expect(markdown).toContain("\n## Market size\n");
    expect(markdown).toContain(
      `| TAM | ${formatUsdCompact(size.tam!.base)} a year | ${formatUsdRange(size.tam!)} | Total addressable market`,
    );
    expect(markdown).toContain(
      `| SOM | ${formatUsdCompact(size.som!.base)} a year | ${formatUsdRange(size.som!)} | Serviceable obtainable`,
    );
    for (const segment of size.segments) expect(markdown).toContain(`\n### ${escaped(segment.name)}\n`);
    expect(markdown).toContain(`TAM ${formatUsdCompact(size.segments[0]!.tam!.base)} · SAM`);
    // Shares as percentages, counts and prices as they were given, each with its basis and reason.
    expect(markdown).toContain("| Obtainable in 3 years | 30% | 40% | 50% | Assumption |");
    expect(markdown).toContain("| Customers | 1,080 | 1,200 | 1,320 | Evidence | The evidence counts");
    expect(markdown).toContain(
      "| Customers | 60,000 | 90,000 | 110,000 | Source | NHS staff survey. Source: nhsemployers.org |",
    );
    expect(markdown).toContain("| Price a year | $20,000 | $48,000 | $80,000 | Assumption |");
    for (const flag of size.flags!) expect(markdown).toContain(`- ${escaped(flag.text)}`);
    expect(markdown).toContain(`- Night working in the NHS — ${cited}`);
    // Between the competitors and the money, as one section.
    const at = (heading: string) => markdown.indexOf(`\n## ${heading}\n`);
    expect(at("Competitors and alternatives")).toBeLessThan(at("Market size"));
    expect(at("Market size")).toBeLessThan(at("Monetisation Report"));
  });

  it("is left out of a report without it (saved before schema version 4)", () => {
    const markdown = reportToMarkdown("iv", withoutMarket);
    expect(markdown).not.toContain("Market size");
    expect(markdown).not.toContain("TAM");
    expect(markdown).toContain("\n## Monetisation Report\n");
  });

  it("is in the PDF, and not in the PDF of a report without it", async () => {
    const text = textOf(await renderReportPdf("iv", market), "market.pdf");
    expect(text).toContain("Market size Figure Base Low–high What it counts");
    expect(text).toContain(`SOM ${formatUsdCompact(size.som!.base)} a year ${formatUsdRange(size.som!)} Serviceable`);
    for (const segment of size.segments) expect(text).toContain(segment.name);
    expect(text).toContain("Input Low Base High Basis Reason");
    expect(text).toMatch(/Obtainable (in 3 years )?30% 40% 50% Assumption/);
    expect(text).toMatch(/Customers 60,000 90,000 110,000 Source NHS staff survey\. Source: nhsemployers\.org/);
    expect(text).toContain(size.flags![0]!.text.slice(0, 40));
    expect(text).toContain(`Night working in the NHS — ${cited}`);
    const older = textOf(await renderReportPdf("iv", withoutMarket), "no-market.pdf");
    expect(older).toContain("Monetisation Report");
    expect(older).not.toContain("Market size");
    expect(older).not.toContain("SOM");
  });
});

describe("export file names", () => {
  it("are ASCII words of the title and the date", () => {
    expect(exportFileName("Dog-groomer Waitlist: Café edition!", "2026-11-22T10:30:00.000Z", "pdf")).toBe(
      "launchlens-dog-groomer-waitlist-cafe-edition-2026-11-22.pdf",
    );
    expect(exportFileName("東京", "2026-11-22T10:30:00.000Z", "md")).toBe("launchlens-report-2026-11-22.md");
  });

  it("stay short: a title past 60 characters up to its last whole word", () => {
    const title =
      "Pain points: a weekly oat milk and dairy round for independent cafés that run out before the Saturday morning rush";
    expect(exportFileName(title, "2026-11-22T10:30:00.000Z", "pdf")).toBe(
      "launchlens-pain-points-a-weekly-oat-milk-and-dairy-round-2026-11-22.pdf",
    );
    const long = exportFileName(`${"word ".repeat(40)}end`, "2026-11-22T10:30:00.000Z", "md");
    expect(long).toBe(`launchlens-${Array(12).fill("word").join("-")}-2026-11-22.md`);
    expect(exportFileName("x".repeat(200), "2026-11-22T10:30:00.000Z", "md")).toBe(
      `launchlens-${"x".repeat(60)}-2026-11-22.md`,
    );
  });
});
