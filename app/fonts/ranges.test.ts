import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The font stack of app/layout.tsx: a small preloaded face per family with the characters of English text
// (CORE_RANGE of scripts/subset-fonts.sh), then the full Latin file limited to the other Latin characters. An overlap
// would make every page fetch the full file too; a gap would draw those characters in a system font.
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The first group of `pattern` in `text`; throws when it is not there. */
function captured(pattern: RegExp, text: string): string {
  const group = pattern.exec(text)?.[1];
  if (group === undefined) throw new Error(`${pattern} not found`);
  return group;
}

function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    for (let point = parseInt(first, 16); point <= parseInt(last, 16); point++) points.add(point);
  }
  return points;
}

// Fontsource's "latin" subset, as its CSS declares it.
const fontsourceLatin = (family: string) => {
  const css = read(`node_modules/@fontsource-variable/${family}/wght.css`);
  const block = css.slice(css.indexOf(`/* ${family}-latin-wght-normal */`));
  return codePoints(captured(/unicode-range: ([^;]+);/, block));
};

const core = codePoints(captured(/CORE_RANGE="([^"]+)"/, read("scripts/subset-fonts.sh")));
const fullFileRanges = [...read("app/layout.tsx").matchAll(/prop: "unicode-range",\s*value:\s*"([^"]+)"/g)].map((match) => codePoints(match[1] ?? ""));

describe("the two faces of each font family", () => {
  it("declares the full file's range for both families", () => {
    expect(fullFileRanges).toHaveLength(2);
  });

  it.each(["inter", "fraunces"])("%s: the small face and the full file split the Latin set without overlap or gap", (family) => {
    const latin = fontsourceLatin(family);
    for (const rest of fullFileRanges) {
      expect([...core].filter((point) => rest.has(point))).toEqual([]);
      expect([...latin].filter((point) => !core.has(point) && !rest.has(point))).toEqual([]);
      expect([...core, ...rest].filter((point) => !latin.has(point))).toEqual([]);
    }
  });

  it("keeps the characters of the product's own English text in the small face", () => {
    for (const character of "Validate your idea – it’s “honest”… © £9 €9 · × —") expect(core.has(character.codePointAt(0) ?? 0)).toBe(true);
  });
});
