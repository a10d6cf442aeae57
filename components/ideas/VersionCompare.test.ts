import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReportVersion } from "@/lib/core/api/reports";
import { VersionCompare } from "./VersionCompare";

const version = (n: number): ReportVersion => ({
  id: `v${n}`,
  version: n,
  created_at: "2026-11-01T10:00:00.000Z",
  saved: true,
  title: "Groomer waitlist",
  prompt: "A booking app for dog groomers.",
  change: n === 1 ? { cause: "first" } : { cause: "rerun" },
  evidence_changed: false,
});

/** The accessible name of the comparison's region: the text of the heading it is labelled by. */
function regionName(kind: "iv" | "pp") {
  const html = renderToStaticMarkup(createElement(VersionCompare, { kind, versions: [version(1), version(2)] }));
  const id = /<section aria-labelledby="([^"]+)"/.exec(html)![1]!;
  const heading = new RegExp(`<h3 id="${id}"[^>]*>(.*?)</h3>`).exec(html)![1]!;
  return heading.replace(/<[^>]+>/g, "");
}

describe("two version comparisons open on one page", () => {
  it("are two regions with different names (axe landmark-unique)", () => {
    expect(regionName("iv")).toBe("Compare two versions of the Idea Validation");
    expect(regionName("pp")).toBe("Compare two versions of the Pain Points");
  });
});
