import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toolNames, tools } from "./tools";

const root = path.resolve(import.meta.dirname, "../..");

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
  it("the table holds the three tool names, and each tool's label is its name", () => {
    expect(toolNames).toEqual({ pp: "Pain Points", ms: "Marketing Strategy", iv: "Idea Validation" });
    expect([tools.pp.label, tools.ms.label, tools.iv.label]).toEqual([toolNames.pp, toolNames.ms, toolNames.iv]);
  });

  it("no page, component or export calls a tool by another name", () => {
    const offenders = ["app", "components", "lib"].flatMap(sources).flatMap((file) => {
      const match = formerNames.exec(readFileSync(path.join(root, file), "utf8"));
      return match ? [`${file}: ${match[0]}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
