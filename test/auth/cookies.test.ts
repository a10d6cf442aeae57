import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { DELETE as logout } from "@/app/api/auth/logout/route";
import { POST as refresh } from "@/app/api/auth/refresh-access-token/route";
import { GET as resume } from "@/app/api/auth/resume/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { getDb } from "@/db";
import { TestClient } from "@/test/api";
import { PASSWORD, signUp } from "./helpers";

// Issue 23: the refresh cookie travels only to /api/auth; browsers signed in before keep their session once, and lose
// the old Path=/ cookie.

/** The Set-Cookie lines of an answer as [name, path, max-age or "session"] (values left out). */
const cookieLines = (headers: Headers) =>
  headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(/;\s*/);
    const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split("=")[1];
    return [pair!.split("=")[0], attribute("path"), attribute("max-age") === "0" ? "expired" : "set"];
  });

/** A browser signed in before the narrowing: only the old Path=/ refresh cookie (and the marker). */
async function legacyBrowser() {
  const { client, accessToken } = await signUp();
  const legacy = new TestClient();
  legacy.cookies.set("ll_refresh", client.cookies.get("ll_auth_refresh")!);
  legacy.cookies.set("ll_signed_in", "1");
  return { legacy, accessToken };
}

describe("the refresh cookie's path", () => {
  // The first call opens the database (migrations on a fresh PGlite), which can take a while on a busy machine.
  beforeAll(async () => {
    await getDb();
  }, 120_000);

  it("signing in sets the refresh cookie on /api/auth only, and expires the old Path=/ one", async () => {
    const { client } = await signUp();
    const refreshed = await client.call(refresh, "/api/auth/refresh-access-token", { method: "POST" });
    expect(refreshed.status).toBe(200);
    expect(cookieLines(refreshed.headers)).toEqual([
      ["ll_access", "/", "set"],
      ["ll_auth_refresh", "/api/auth", "set"],
      ["ll_signed_in", "/", "set"],
      ["ll_founder", "/p/", "set"],
      ["ll_refresh", "/", "expired"],
    ]);
  });

  it("resume and refresh accept the old cookie once, move the session to the new one and expire the old", async () => {
    const { legacy } = await legacyBrowser();
    const resumed = await legacy.call(resume, "/api/auth/resume?next=%2Fapp%2Fdashboard");
    expect(resumed.status).toBe(307);
    expect(resumed.headers.get("location")).toBe("http://localhost:3000/app/dashboard");
    expect(cookieLines(resumed.headers)).toContainEqual(["ll_auth_refresh", "/api/auth", "set"]);
    expect(cookieLines(resumed.headers)).toContainEqual(["ll_refresh", "/", "expired"]);
    expect(legacy.cookies.has("ll_refresh")).toBe(false);
    // The session goes on with the new cookie.
    expect((await legacy.call(refresh, "/api/auth/refresh-access-token", { method: "POST" })).status).toBe(200);
    expect((await legacy.call(getUser, "/api/auth/user")).status).toBe(200);

    const other = await legacyBrowser();
    expect((await other.legacy.call(refresh, "/api/auth/refresh-access-token", { method: "POST" })).status).toBe(200);
    expect(other.legacy.cookies.has("ll_refresh")).toBe(false);
    expect(other.legacy.cookies.has("ll_auth_refresh")).toBe(true);
  });

  it("logout expires the cookies on their own paths and the old one, and ends the session behind the old cookie", async () => {
    const { legacy, accessToken } = await legacyBrowser();
    const out = await legacy.call(logout, "/api/auth/logout", { method: "DELETE" });
    expect(out.status).toBe(200);
    expect(cookieLines(out.headers).sort()).toEqual([
      ["ll_access", "/", "expired"],
      ["ll_auth_refresh", "/api/auth", "expired"],
      ["ll_founder", "/p/", "expired"],
      ["ll_refresh", "/", "expired"],
      ["ll_signed_in", "/", "expired"],
    ]);
    expect((await new TestClient().call(getUser, "/api/auth/user", { bearer: accessToken })).status).toBe(401);
  });

  it("account deletion expires them the same way, and forgets the device", async () => {
    const { client } = await signUp();
    const deleted = await client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(cookieLines(deleted.headers).sort()).toEqual([
      ["ll_access", "/", "expired"],
      ["ll_auth_refresh", "/api/auth", "expired"],
      ["ll_device", "/api/auth", "expired"],
      ["ll_founder", "/p/", "expired"],
      ["ll_refresh", "/", "expired"],
      ["ll_signed_in", "/", "expired"],
    ]);
    expect(client.cookies.size).toBe(0);
  });

  it("a resume without any refresh cookie (a stale or forged marker) clears the marker, so the gate cannot loop", async () => {
    const client = new TestClient();
    client.cookies.set("ll_signed_in", "1");
    const resumed = await client.call(resume, "/api/auth/resume?next=%2Fapp%2Fdashboard");
    expect(resumed.headers.get("location")).toBe("http://localhost:3000/auth/login");
    expect(client.cookies.has("ll_signed_in")).toBe(false);
  });
});
