import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { PATCH as renameIdea } from "@/app/api/data/ideas/[id]/route";
import { getDb } from "@/db";
import { rateLimits, registrations, users } from "@/db/schema";
import { painPointContent } from "@/lib/core/report/schemas";
import { accountForGoogle } from "@/lib/server/auth/google-accounts";
import { NAME_LINK_MESSAGE, SINGLE_LINE_MESSAGE } from "@/lib/core/text";
import { subscriber } from "@/test/ai/helpers";
import { emailsTo, lastEmailTo, TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD, signUp } from "./helpers";

// Issue 23: single-line fields (names, titles) and what a stranger can put into an e-mail to someone else's address.

const registerAs = (body: unknown) => new TestClient().call(register, "/api/auth/register", { method: "POST", body });
/** Ends the current throttling windows, as if the time had passed. */
const letTimePass = async () =>
  (await getDb()).update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` });
const PHISH = "Ada\r\nYour account is locked. Unlock: https://evil.example/unlock";

describe("full names at sign-up", () => {
  // The first call opens the database (migrations on a fresh PGlite), which can take a while on a busy machine.
  beforeAll(async () => {
    await getDb();
  }, 120_000);

  it.each([
    [PHISH, NAME_LINK_MESSAGE],
    ["evil.example/x", NAME_LINK_MESSAGE],
    ["www.evil", NAME_LINK_MESSAGE],
    ["Visit evil．com now", NAME_LINK_MESSAGE],
    ["Ada\u0000", SINGLE_LINE_MESSAGE],
    ["Ada\u001b[31m", SINGLE_LINE_MESSAGE],
    ["Ada\u202eecalevol", SINGLE_LINE_MESSAGE],
    ["Ada\u0085\u009b", SINGLE_LINE_MESSAGE],
    ["\r\n\t", "Full name is required."],
  ])("refuses %j with a 400 that says why, before anything is stored or sent", async (name, message) => {
    const email = uniqueEmail("name");
    const response = await registerAs({ name, email, password: PASSWORD });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await (await getDb()).select().from(registrations).where(eq(registrations.email, email))).toEqual([]);
    expect(await emailsTo(email)).toEqual([]);
  });

  it("keeps ordinary names, and makes a pasted multi-line name one line", async () => {
    for (const [typed, kept] of [
      ["Ada\r\n  Lovelace", "Ada Lovelace"],
      ["J.R.R. Tolkien", "J.R.R. Tolkien"],
      ["Zoë O'Brien-Łukasz 東京", "Zoë O'Brien-Łukasz 東京"],
    ]) {
      const email = uniqueEmail("name");
      expect((await registerAs({ name: typed, email, password: PASSWORD })).status).toBe(201);
      const [pending] = await (await getDb()).select().from(registrations).where(eq(registrations.email, email));
      expect(pending!.fullName).toBe(kept);
    }
  });

  it("a Google display name is made one line without controls, never refused", async () => {
    const email = uniqueEmail("google");
    const user = await accountForGoogle(await getDb(), {
      subject: `g-${email}`,
      email,
      name: " Grace\r\n\u0000Hopper\u202e ",
    });
    expect(user.fullName).toBe("Grace Hopper");
    const blank = uniqueEmail("google");
    expect(
      (await accountForGoogle(await getDb(), { subject: `g-${blank}`, email: blank, name: "\n\t" })).fullName,
    ).toBe(blank.split("@")[0]);
  });
});

describe("e-mails to an address that has confirmed nothing carry no text the sender chose", () => {
  it("the verification code e-mail does not name the registrant", async () => {
    const email = uniqueEmail("code");
    expect((await registerAs({ name: "Mallory Marker", email, password: PASSWORD })).status).toBe(201);
    const mail = await lastEmailTo(email);
    expect(mail.subject).toMatch(/^\d{6} is your LaunchLens verification code$/);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain("Mallory");
    expect(mail.text.startsWith("Hello,\n")).toBe(true);
  });

  it("the someone-tried-to-register e-mail names neither the registrant nor, to a stranger's eyes, anyone", async () => {
    const { email } = await signUp(new TestClient(), "Owner Person");
    await letTimePass();
    expect((await registerAs({ name: "Mallory Marker", email, password: PASSWORD })).status).toBe(201);
    const mail = await lastEmailTo(email);
    expect(mail.subject).toMatch(/^Someone tried to create a LaunchLens account/);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("Mallory");
      expect(part).not.toContain("Owner Person");
    }
  });

  it("a name stored with a line break before names were single-line stays on one line in the reset e-mail", async () => {
    const { email } = await signUp(new TestClient(), "Legacy Name");
    await (await getDb()).update(users).set({ fullName: "Legacy\r\nInjected line" }).where(eq(users.email, email));
    const { POST: requestReset } = await import("@/app/api/auth/request-password-reset/route");
    expect(
      (
        await new TestClient().call(requestReset, "/api/auth/request-password-reset", {
          method: "POST",
          body: { email },
        })
      ).status,
    ).toBe(200);
    const mail = await lastEmailTo(email);
    expect(mail.text).toContain("Hi Legacy Injected line,\n");
  });
});

describe("titles", () => {
  it("an idea renamed with line breaks keeps one line; control characters are refused", async () => {
    const client = await subscriber();
    const made = await client.call(
      createReport,
      `/api/data/create-report?search=${encodeURIComponent("Dog groomer waitlists that fill last-minute cancellations.")}`,
    );
    const ideaId = (made.body.data as { idea_id: string }).idea_id;
    const rename = (title: unknown) =>
      client.call(renameIdea, `/api/data/ideas/${ideaId}`, {
        method: "PATCH",
        params: { id: ideaId },
        body: { title },
      });

    const renamed = await rename("Groomer\r\nwaitlist\u2028v2\tbeta");
    expect(renamed).toMatchObject({ status: 200, body: { title: "Groomer waitlist v2 beta" } });
    for (const title of [
      "bad\u0000title",
      "bad\u0007",
      "esc\u001b[2J",
      "del\u007f",
      "c1\u0090",
      "rtl\u202eabc",
      "iso\u2066x",
      "\r\n",
    ]) {
      const refused = await rename(title);
      expect(refused.status, JSON.stringify(title)).toBe(400);
      expect(typeof refused.body.message).toBe("string");
    }
  });

  it("a saved report's title is one line", () => {
    const pain = { pain_point: "P", strategy: "S" };
    const parsed = painPointContent.parse({
      title: "Line one\r\nLine two",
      idea_summary: "S\nmore",
      market_gap: "G",
      pain_points: [pain, pain, pain],
    });
    expect(parsed.title).toBe("Line one Line two");
    // Multi-line fields keep their line breaks.
    expect(parsed.idea_summary).toBe("S\nmore");
    expect(
      painPointContent.safeParse({
        title: "T\u0000",
        idea_summary: "S",
        market_gap: "G",
        pain_points: [pain, pain, pain],
      }).success,
    ).toBe(false);
  });
});
