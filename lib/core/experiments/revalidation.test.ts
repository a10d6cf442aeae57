import { describe, expect, it } from "vitest";
import { revalidation } from "./revalidation";

const at = (recorded_at: string) => ({ result: { recorded_at } });
const latest = { version: 2, created_at: "2026-11-10T12:00:00.000Z" };

describe("re-validating with the results", () => {
  it("is offered only for a result the latest validation has not seen", () => {
    expect(revalidation([at("2026-11-09T08:00:00.000Z"), at("2026-11-11T08:00:00.000Z")], latest)).toEqual({
      can: true,
    });
    expect(revalidation([at("2026-11-09T08:00:00.000Z"), { result: null }], latest)).toEqual({
      can: false,
      why: "Version 2, the latest validation, came after every result recorded so far: record a new result to re-validate with it.",
    });
  });

  it("waits for a first result", () => {
    expect(revalidation([{ result: null }], latest)).toEqual({
      can: false,
      why: "Record a result to re-validate the idea with what you learned.",
    });
  });
});
