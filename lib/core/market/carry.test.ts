import { describe, expect, it } from "vitest";
import { carryFounderInputs } from "./carry";
import type { StoredInput, StoredMarketSize } from "./schemas";

const input = (base: number, basis: StoredInput["basis"] = "assumption"): StoredInput => ({
  low: base,
  base,
  high: base,
  basis,
  reason: basis === "founder" ? "I counted." : "A guess.",
  quote: null,
  source_url: null,
});
const segment = (name: string, customers: StoredInput) => ({
  name,
  customers,
  price_per_year_usd: input(100),
  reachable_share: input(0.2),
  obtainable_share_3y: input(0.05),
});
const market = (...segments: ReturnType<typeof segment>[]): StoredMarketSize => ({ segments, sources: [] });

describe("carrying the founder's market inputs into a new version", () => {
  it("lands on the segment of the same name, keeping the new proposal to go back to", () => {
    const before = market(
      segment("Clinics", { ...input(9_000, "founder"), model: { low: 300, base: 300, high: 300, reason: "A guess." } }),
    );
    const next = market(segment("Hospitals", input(50)), segment("clinics", input(400)));
    const { market: carried, kept } = carryFounderInputs(next, before);
    expect(kept).toEqual([{ segment: "clinics", input: "customers" }]);
    expect(carried!.segments[1]!.customers).toMatchObject({ base: 9_000, basis: "founder", model: { base: 400 } });
    expect(carried!.segments[0]!.customers.base).toBe(50);
  });

  it("falls back to the segment in its place, and keeps a segment whole when there is none", () => {
    const before = market(segment("A", input(1)), segment("B", input(7, "founder")));
    expect(carryFounderInputs(market(segment("X", input(2)), segment("Y", input(3))), before).kept).toEqual([
      { segment: "Y", input: "customers" },
    ]);
    const { market: carried } = carryFounderInputs(market(segment("X", input(2))), before);
    expect(carried!.segments.map((s) => s.name)).toEqual(["X", "B"]);
    expect(carried!.segments[1]!.customers).toMatchObject({ base: 7, basis: "founder" });
  });

  it("changes nothing without founder inputs", () => {
    const next = market(segment("A", input(2)));
    expect(carryFounderInputs(next, market(segment("A", input(1))))).toEqual({ market: next, kept: [] });
  });
});
