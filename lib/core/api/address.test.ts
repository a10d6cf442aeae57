import { describe, expect, expectTypeOf, it } from "vitest";
import { callUrl } from "./address";
import type { CallInput } from "./call-input";

describe("a call's address", () => {
  it("fills the path's parameters, each encoded", () => {
    expect(callUrl("rescore", { params: { id: "r 1", messageId: "m/2" } })).toBe(
      "/api/data/reports/r%201/chat/rescore/m%2F2",
    );
    expect(() => callUrl("readIdea", {})).toThrow("readIdea needs the parameter id");
  });

  it("adds the query in the order given, leaving out what is undefined, encoded as encodeURIComponent does", () => {
    expect(callUrl("history", { query: { kind: "iv", limit: 1 } })).toBe("/api/data/history?kind=iv&limit=1");
    expect(callUrl("history", { query: { limit: 10, cursor: undefined } })).toBe("/api/data/history?limit=10");
    expect(callUrl("search", { query: { q: "a b,c" } })).toBe("/api/data/search?q=a%20b%2Cc");
    expect(callUrl("readSettings")).toBe("/api/data/settings");
  });
});

describe("what a call takes", () => {
  it("names the path's parameters, and the query and body of contract.ts", () => {
    expectTypeOf<CallInput<"rescore">["params"]>().toEqualTypeOf<{ id: string; messageId: string }>();
    expectTypeOf<CallInput<"readSettings">["params"]>().toEqualTypeOf<undefined>();
    expectTypeOf<CallInput<"renameIdea">["body"]>().toEqualTypeOf<{ title: string }>();
    expectTypeOf<CallInput<"readIdea">["body"]>().toEqualTypeOf<undefined>();
    expectTypeOf<{ params: { id: string } }>().not.toExtend<CallInput<"rescore">>();
  });
});
