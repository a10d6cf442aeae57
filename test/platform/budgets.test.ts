import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { COMPONENT_MAX_LINES, countBudgets, sourceFiles, type Place } from "./code-budgets";

/**
 * House rules that hold only where a test checks them (issue 45): what slid back between reviews (casts, components
 * over 120 lines, `Record<string, unknown>`, the architecture page's length, commit subjects) has a ceiling here that
 * may only go down. A change that adds one fails and names it; a change that removes some fails too, until the ceiling
 * is lowered to the new count, so the gain is kept.
 */
const CEILINGS = {
  /** Type assertions other than `as const`: each behind a disable that says why (eslint.config.mjs). */
  casts: 81,
  /** Non-null assertions (`value!`). */
  nonNull: 194,
  /** `Record<string, unknown>` types. */
  looseRecords: 33,
};

/** docs/ARCHITECTURE.md's length at most (issue 45): a map, not a manual. */
const ARCHITECTURE_MAX_LINES = 250;
/** Commit subjects from this commit on: at most this many characters, the detail in the body. */
const SUBJECT_MAX = 72;
const SUBJECTS_CHECKED_SINCE = "1571dab";

const root = path.resolve(import.meta.dirname, "../..");
const listed = (places: Place[]) => places.map((place) => `${place.file}:${place.line} ${place.text}`).join("\n");

describe("budgets that hold themselves", () => {
  const budgets = countBudgets();

  it.each(Object.entries(CEILINGS) as [keyof typeof CEILINGS, number][])(
    "%s stay at their ceiling",
    (name, ceiling) => {
      const count = budgets[name].length;
      expect(
        count,
        `${count} ${name}, over the ceiling of ${ceiling}: remove the new one.\n${listed(budgets[name])}`,
      ).toBeLessThanOrEqual(ceiling);
      expect(count, `${count} ${name}, under the ceiling of ${ceiling}: lower CEILINGS.${name} to ${count}.`).toBe(
        ceiling,
      );
    },
  );

  it(`has no component function over ${COMPONENT_MAX_LINES} lines`, () => {
    expect(budgets.longComponents, listed(budgets.longComponents)).toEqual([]);
  });

  it(`lint holds every component file to ${COMPONENT_MAX_LINES} lines, counted as the test counts them`, async () => {
    const eslint = new ESLint({ cwd: root });
    const wrong: string[] = [];
    for (const file of sourceFiles().filter((name) => name.endsWith(".tsx"))) {
      const config = await eslint.calculateConfigForFile(path.join(root, file));
      const [, options] = config.rules?.["max-lines-per-function"] ?? [];
      const countedAlike = options && options.skipBlankLines === false && options.skipComments === false;
      if (!countedAlike || options.max !== COMPONENT_MAX_LINES) wrong.push(`${file}: ${JSON.stringify(options)}`);
    }
    expect(
      wrong,
      `eslint.config.mjs's max-lines-per-function: ${COMPONENT_MAX_LINES}, blank and comment lines counted`,
    ).toEqual([]);
  }, 60_000);

  it("the architecture page grows no longer", () => {
    const lines = readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8").trimEnd().split("\n").length;
    expect(lines, `docs/ARCHITECTURE.md has ${lines} lines`).toBeLessThanOrEqual(ARCHITECTURE_MAX_LINES);
  });

  // A copy of the source without its history (a downloaded archive) has no commits to read.
  it.skipIf(!existsSync(path.join(root, ".git")))(`commit subjects are at most ${SUBJECT_MAX} characters`, () => {
    const subjects = execFileSync("git", ["log", "--format=%s", `${SUBJECTS_CHECKED_SINCE}..HEAD`], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    expect(subjects.filter((subject) => subject.length > SUBJECT_MAX)).toEqual([]);
  });
});
