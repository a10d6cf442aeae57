import type { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { Conflict, Invalid, NotFound, OutsideServiceFailed, Refused, TooMany } from "@/lib/core/errors";
import { route } from "./route";

const answerTo = (error: Error) =>
  route(async (): Promise<Response> => {
    throw error;
  })(new Request("http://localhost:3000/api/x") as unknown as NextRequest, {});

describe("a store's domain error at the edge", () => {
  it("is answered with its kind's status, its message and its details", async () => {
    const missing = await answerTo(new NotFound("Report not found."));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Report not found." });
    const refused = await answerTo(new Refused("Sign in again.", { reauth: "google" }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Sign in again.", reauth: "google" });
    expect((await answerTo(new Invalid("No."))).status).toBe(400);
    expect((await answerTo(new Conflict("Already."))).status).toBe(409);
  });

  it("says when to try again after a spent quota, when that is known", async () => {
    const spent = await answerTo(new TooMany("Too many.", 60, { offer_trial: true }));
    expect(spent.status).toBe(429);
    expect(spent.headers.get("retry-after")).toBe("60");
    expect(await spent.json()).toEqual({ message: "Too many.", offer_trial: true });
    const unknown = await answerTo(new TooMany("Too many."));
    expect(unknown.status).toBe(429);
    expect(unknown.headers.get("retry-after")).toBeNull();
  });

  it("names the request id when an outside service failed, as every 5xx does", async () => {
    const failed = await answerTo(new OutsideServiceFailed("Nothing was changed."));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      message: "Nothing was changed.",
      requestId: failed.headers.get("x-request-id"),
    });
  });
});
