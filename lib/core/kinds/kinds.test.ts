import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { forEveryKind, KIND_UNKNOWN, kindNamed, kinds, reportKinds } from "./index";

const root = path.resolve(import.meta.dirname, "../../..");

/** Every source file of the product (pages, components, library code), tests and the model's prompts aside. */
function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return relative.includes("prompts") ? [] : sources(relative);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

// The other names the tools went by (issue 24): "Generate Market Plan", "Launch plan", "Idea Analysis Report"…
const formerNames =
  /Generate Market Plan|Market Plan\b|Launch plan|Idea Analysis Report|Idea Validator|Idea validator|Pain Point Report|Pain[- ]point report|Marketing plan generator/;

describe("one name per tool", () => {
  it("each kind's module holds its tool's one name", () => {
    expect(Object.fromEntries(reportKinds.map((kind) => [kind, kinds[kind].label]))).toEqual({
      pp: "Pain Points",
      ms: "Marketing Strategy",
      iv: "Idea Validation",
    });
  });

  it("no page, component or export calls a tool by another name", () => {
    const offenders = ["app", "components", "lib"].flatMap(sources).flatMap((file) => {
      const match = formerNames.exec(readFileSync(path.join(root, file), "utf8"));
      return match ? [`${file}: ${match[0]}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});

describe("the names the original API gives a kind", () => {
  it("each alias names its kind, the code first; anything else names none", () => {
    for (const kind of reportKinds) {
      expect(kinds[kind].aliases[0]).toBe(kind);
      for (const alias of kinds[kind].aliases) expect(kindNamed(alias)).toBe(kind);
    }
    expect(kindNamed("validation-report")).toBe("iv");
    expect(kindNamed("market-strat")).toBe("ms");
    expect(kindNamed("pain-points")).toBe("pp");
    for (const other of ["", "PP", "validation", "report", "__proto__", "constructor"])
      expect(kindNamed(other)).toBeNull();
  });
});

describe("what derives from the list of kinds", () => {
  it("gives every kind its value, and names them all where a kind is refused", () => {
    expect(forEveryKind((kind) => `${kind}!`)).toEqual({ pp: "pp!", ms: "ms!", iv: "iv!" });
    expect(KIND_UNKNOWN).toBe("kind must be pp, ms or iv.");
  });
});
