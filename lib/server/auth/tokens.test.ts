import { afterEach, describe, expect, it, vi } from "vitest";
import { authPolicy } from "@/lib/core/auth/policy";
import { readAccessToken, signAccessToken } from "./tokens";

const claims = { userId: "6f1d2a7e-0000-4000-8000-000000000001", sessionId: "6f1d2a7e-0000-4000-8000-000000000002" };

afterEach(() => vi.useRealTimers());

describe("readAccessToken", () => {
  it("accepts a genuine token again and again, until it expires, also once it has been read before", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T12:00:00Z") });
    const token = await signAccessToken(claims);
    expect(await readAccessToken(token)).toEqual(claims);
    expect(await readAccessToken(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (authPolicy.accessTokenTtlSeconds - 1) * 1000);
    expect(await readAccessToken(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 2000);
    expect(await readAccessToken(token)).toBeNull();
  });

  it("refuses a token with another signature or altered claims, even after reading the genuine one", async () => {
    const token = await signAccessToken(claims);
    expect(await readAccessToken(token)).toEqual(claims);
    const [header, payload, signature] = token.split(".");
    const otherSignature = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    expect(await readAccessToken(`${header}.${payload}.${otherSignature}`)).toBeNull();
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "someone-else" }),
    ).toString("base64url");
    expect(await readAccessToken(`${header}.${altered}.${signature}`)).toBeNull();
    expect(await readAccessToken("not-a-token")).toBeNull();
  });
});
