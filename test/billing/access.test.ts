import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { POST as updatePassword } from "@/app/api/auth/update-password/route";
import { GET as user } from "@/app/api/auth/user/route";
import { POST as cancel } from "@/app/api/billing/cancel/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { POST as resume } from "@/app/api/billing/resume/route";
import { GET as accountExport } from "@/app/api/data/account-export/route";
import { GET as createReport } from "@/app/api/(legacy)/data/create-report/route";
import { DELETE as deleteReport } from "@/app/api/(legacy)/data/delete-report/[first]/[second]/route";
import { GET as getReports } from "@/app/api/(legacy)/data/get-reports/route";
import { GET as history } from "@/app/api/data/history/route";
import { GET as idea, PATCH as renameIdea } from "@/app/api/data/ideas/[id]/route";
import { GET as compare } from "@/app/api/data/ideas/compare/route";
import { GET as ideas } from "@/app/api/data/ideas/route";
import { POST as marketPlan } from "@/app/api/(legacy)/data/market-plan/route";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { GET as report } from "@/app/api/data/reports/[id]/route";
import { POST as pin } from "@/app/api/data/reports/[id]/save/route";
import { DELETE as unshare, POST as share } from "@/app/api/data/reports/[id]/share/route";
import { GET as versions } from "@/app/api/data/reports/[id]/versions/route";
import { POST as savePainPoints } from "@/app/api/(legacy)/data/save-pain-point-report/route";
import { GET as search } from "@/app/api/data/search/route";
import { GET as settings, PATCH as updateSettings } from "@/app/api/data/settings/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { getDb } from "@/db";
import { reports, sessions, users } from "@/db/schema";
import { GET as readChat, POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import { PLAN_REQUIRED } from "@/lib/server/billing/require-plan";
import { runMaintenance } from "@/lib/server/maintenance";
import { GOOGLE_REAUTH_REQUIRED } from "@/lib/server/auth/account-deletion";
import { startSession } from "@/lib/server/auth/sessions";
import { endLapsedLocalPlan } from "@/lib/server/billing/local";
import { subscriber } from "@/test/ai/helpers";
import { TestClient, uniqueEmail } from "@/test/api";
import { PASSWORD } from "@/test/auth/helpers";
import { userById } from "./helpers";

const IDEA = "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.";
const OTHER = "Meal kits for night-shift nurses, delivered before their shift starts, priced per week.";

type Made = { id: string; idea_id: string };

async function userIdOf(client: TestClient): Promise<string> {
  return (await client.call(user, "/api/auth/user")).body.id as string;
}

/** Moves the end of the user's plan (trial and period) to `offsetMs` from now: the billing clock of these tests. */
async function planEndsIn(userId: string, offsetMs: number) {
  const end = new Date(Date.now() + offsetMs);
  await (await getDb()).update(users).set({ trialEndsAt: end, currentPeriodEndsAt: end }).where(eq(users.id, userId));
  return end;
}

const byId = (
  client: TestClient,
  handler: Parameters<TestClient["call"]>[0],
  path: string,
  id: string,
  method = "GET",
) => client.call(handler, path.replace("{id}", id), { method, params: { id } });

describe("without a plan: only generating and making new things need one", () => {
  it("refuses every call that generates, and keeps the library readable, savable, exportable and deletable", async () => {
    const client = await subscriber();
    const pp = (await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`)).body
      .data as Made;
    const iv = (
      await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: OTHER } })
    ).body as Made;
    expect(pp.id && iv.id).toBeTruthy();
    expect((await byId(client, pin, "/api/data/reports/{id}/save", iv.id, "POST")).status).toBe(201);
    expect((await byId(client, share, "/api/data/reports/{id}/share", pp.id, "POST")).status).toBe(201);

    // The trial runs out (the plan page records it as ended).
    const userId = await userIdOf(client);
    await planEndsIn(userId, -1_000);
    await endLapsedLocalPlan(await getDb(), await userById(userId));
    expect((await client.call(user, "/api/auth/user")).body).toMatchObject({ has_access: false, subscription: null });

    // Generating, storing a copy, sharing anew: 403 with a message, nothing made.
    const refused = [
      await client.call(createReport, `/api/data/create-report?search=${encodeURIComponent(IDEA)}`),
      await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } }),
      await client.call(marketPlan, "/api/data/market-plan", { method: "POST", body: { userPrompt: IDEA } }),
      await client.call(savePainPoints, "/api/data/save-pain-point-report", {
        method: "POST",
        body: { data: { pain_points: [] } },
      }),
      await byId(client, share, "/api/data/reports/{id}/share", iv.id, "POST"),
    ];
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 403, body: { message: expect.stringMatching(/plan/) } });

    // Saving a report it keeps needs no plan, so nothing unsaved is pruned for want of one.
    expect((await byId(client, pin, "/api/data/reports/{id}/save", pp.id, "POST")).status).toBe(201);

    // Reading: the lists, the reports, versions, ideas, compare, search, settings.
    const listed = await client.call(history, "/api/data/history");
    expect(listed.status).toBe(200);
    expect((listed.body.data as { id: string }[]).map((item) => item.id).sort()).toEqual([pp.id, iv.id].sort());
    expect((await client.call(getReports, "/api/data/get-reports")).status).toBe(200);
    expect(await byId(client, report, "/api/data/reports/{id}", pp.id)).toMatchObject({
      status: 200,
      body: { id: pp.id },
    });
    expect((await byId(client, versions, "/api/data/reports/{id}/versions", iv.id)).status).toBe(200);
    expect((await client.call(ideas, "/api/data/ideas")).status).toBe(200);
    expect((await client.call(idea, `/api/data/ideas/${pp.idea_id}`, { params: { id: pp.idea_id } })).status).toBe(200);
    expect(
      (
        await client.call(renameIdea, `/api/data/ideas/${pp.idea_id}`, {
          method: "PATCH",
          params: { id: pp.idea_id },
          body: { title: "Groomer waitlist" },
        })
      ).status,
    ).toBe(200);
    expect((await client.call(compare, `/api/data/ideas/compare?ids=${pp.idea_id},${iv.idea_id}`)).status).toBe(200);
    expect((await client.call(search, "/api/data/search?q=groomers")).status).toBe(200);
    expect((await client.call(settings, "/api/data/settings")).status).toBe(200);
    expect(
      (await client.call(updateSettings, "/api/data/settings", { method: "PATCH", body: { keep_history: true } }))
        .status,
    ).toBe(200);

    // Exporting, stopping a share, deleting.
    const markdown = await client.call(exportReport, `/api/data/reports/${iv.id}/export?format=md`, {
      params: { id: iv.id },
    });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-disposition")).toMatch(/attachment/);
    expect((await byId(client, unshare, "/api/data/reports/{id}/share", pp.id, "DELETE")).status).toBe(200);
    const deleted = await client.call(deleteReport, `/api/data/delete-report/pp/${pp.id}`, {
      method: "DELETE",
      params: { first: "pp", second: pp.id },
    });
    expect(deleted.status).toBe(200);
    expect((await byId(client, report, "/api/data/reports/{id}", pp.id)).status).toBe(404);

    // A copy of everything, then the account itself.
    const copy = await client.call(accountExport, "/api/data/account-export");
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-disposition")).toMatch(
      /^attachment; filename="launchlens-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(copy.body).toMatchObject({
      account: { email: expect.any(String), subscription: null },
      reports: [{ id: iv.id, kind: "iv", data: expect.any(Object) }],
    });
    // The deleted report's idea went with it (it had no other report).
    expect((copy.body.ideas as { id: string }[]).map((item) => item.id)).toEqual([iv.idea_id]);

    // And the account itself.
    expect(
      (await client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE", body: { password: PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it("keeps what a founder without a plan made: they save it, and the 30-day pruning takes only what they left unsaved", async () => {
    const client = await subscriber();
    const kept = (
      await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } })
    ).body as Made;
    const left = (
      await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: OTHER } })
    ).body as Made;
    const userId = await userIdOf(client);
    await planEndsIn(userId, -1_000);
    await endLapsedLocalPlan(await getDb(), await userById(userId));

    // Asking needs a plan, and says so in words; the conversation still reads.
    const asked = await client.call(ask, `/api/data/reports/${kept.id}/chat`, {
      method: "POST",
      params: { id: kept.id },
      body: { message: { role: "user", parts: [{ type: "text", text: "Is the price right?" }] } },
    });
    expect(asked).toMatchObject({ status: 403, body: { message: PLAN_REQUIRED } });
    expect((await byId(client, readChat, "/api/data/reports/{id}/chat", kept.id)).status).toBe(200);

    expect((await byId(client, pin, "/api/data/reports/{id}/save", kept.id, "POST")).status).toBe(201);
    const db = await getDb();
    const old = new Date(Date.now() - (UNSAVED_REPORT_DAYS + 1) * 86_400_000);
    await db
      .update(reports)
      .set({ createdAt: old })
      .where(inArray(reports.id, [kept.id, left.id]));
    await runMaintenance(db);
    const remaining = await db.select({ id: reports.id }).from(reports).where(eq(reports.userId, userId));
    expect(remaining.map((row) => row.id)).toEqual([kept.id]);
  });
});

describe("cancelling keeps access to the end of the period (local billing)", () => {
  it("a cancelled trial stays open until its end, says until when, and closes on the second after", async () => {
    const client = await subscriber();
    const userId = await userIdOf(client);
    const trialEnd = (await userById(userId)).trialEndsAt!;

    const cancelled = await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { access_ends_at: trialEnd.toISOString(), message: expect.stringMatching(/keep full access until/) },
    });
    expect(await userById(userId)).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "trialing",
      cancelAtPeriodEnd: true,
      trialEndsAt: trialEnd,
    });
    // Still in the app: generating works, and the plan page would send the founder on to the dashboard.
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(true);
    expect(
      (await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } }))
        .status,
    ).toBe(200);
    expect(await endLapsedLocalPlan(await getDb(), await userById(userId))).toMatchObject({ subscription: "basic" });
    // Cancelling twice changes nothing.
    expect((await client.call(cancel, "/api/billing/cancel", { method: "POST" })).body.access_ends_at).toBe(
      trialEnd.toISOString(),
    );

    await planEndsIn(userId, 60_000);
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(true);
    await planEndsIn(userId, -1_000);
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(false);
    expect(
      (await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } }))
        .status,
    ).toBe(403);
    expect(await endLapsedLocalPlan(await getDb(), await userById(userId))).toMatchObject({
      subscription: null,
      subscriptionStatus: "canceled",
      cancelAtPeriodEnd: false,
    });
    expect((await client.call(history, "/api/data/history")).status).toBe(200);
    // Nothing left to cancel.
    expect((await client.call(cancel, "/api/billing/cancel", { method: "POST" })).status).toBe(409);
  });

  it("a local subscription (after the trial) cancelled keeps its paid period, then ends", async () => {
    const client = await subscriber();
    const userId = await userIdOf(client);
    await planEndsIn(userId, -1_000);
    expect((await client.call(checkout, "/api/billing/checkout?interval=month")).headers.get("location")).toMatch(
      /checkout=success$/,
    );
    const subscribed = await userById(userId);
    expect(subscribed).toMatchObject({ subscription: "basic", subscriptionStatus: "active" });

    const cancelled = await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    expect(cancelled.body.access_ends_at).toBe(subscribed.currentPeriodEndsAt!.toISOString());
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(true);

    await (
      await getDb()
    )
      .update(users)
      .set({ currentPeriodEndsAt: new Date(Date.now() - 1_000) })
      .where(eq(users.id, userId));
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(false);
    expect(await endLapsedLocalPlan(await getDb(), await userById(userId))).toMatchObject({
      subscription: null,
      subscriptionStatus: "canceled",
    });
    // Subscribing again is offered (and granted locally, nothing charged).
    await client.call(checkout, "/api/billing/checkout?interval=year");
    expect(await userById(userId)).toMatchObject({
      subscription: "basic",
      subscriptionStatus: "active",
      subscriptionInterval: "year",
      cancelAtPeriodEnd: false,
    });
  });

  it("needs a session, from our own site", async () => {
    expect((await new TestClient().call(cancel, "/api/billing/cancel", { method: "POST" })).status).toBe(401);
    const client = await subscriber();
    expect(
      (
        await client.call(cancel, "/api/billing/cancel", {
          method: "POST",
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("deleting the account asks for proof that it is the owner", () => {
  const remove = (client: TestClient, body?: unknown) =>
    client.call(deleteAccount, "/api/auth/delete-account", { method: "DELETE", body });

  it("refuses a missing or wrong password with a clear 400, and keeps the account", async () => {
    const client = await subscriber();
    const userId = await userIdOf(client);
    expect(await remove(client)).toMatchObject({
      status: 400,
      body: { message: "Enter your password to delete your account." },
    });
    expect(await remove(client, { password: "not my password" })).toMatchObject({
      status: 400,
      body: { message: "That password is incorrect, so your account was not deleted." },
    });
    expect(await remove(client, { password: 42 })).toMatchObject({ status: 400 });
    expect(await userById(userId)).toBeDefined();
    expect((await client.call(user, "/api/auth/user")).status).toBe(200);
    expect((await remove(client, { password: PASSWORD })).status).toBe(200);
  });

  it("counts wrong passwords with the password change's checks: five per user, then 429 even for the right one", async () => {
    const client = await subscriber();
    for (let index = 0; index < 3; index++) {
      const answer = await client.call(updatePassword, "/api/auth/update-password", {
        method: "POST",
        body: { password: "a brand new passphrase", currentPassword: "wrong guess" },
      });
      expect(answer.status).toBe(400);
    }
    expect((await remove(client, { password: "wrong guess 4" })).status).toBe(400);
    expect((await remove(client, { password: "wrong guess 5" })).status).toBe(400);
    const locked = await remove(client, { password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many wrong passwords/);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await client.call(user, "/api/auth/user")).status).toBe(200);
  });

  it("an account without a password (Google only) needs a sign-in in the last 10 minutes", async () => {
    const db = await getDb();
    const [google] = await db
      .insert(users)
      .values({
        fullName: "Gia Google",
        email: uniqueEmail("google"),
        googleSubject: `sub-${Date.now()}`,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const old = await startSession(db, google!.id);
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, old.sessionId));
    const stale = await new TestClient().call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      bearer: old.accessToken,
    });
    expect(stale).toMatchObject({ status: 403, body: { message: GOOGLE_REAUTH_REQUIRED, reauth: "google" } });
    expect(await userById(google!.id)).toBeDefined();

    const fresh = await startSession(db, google!.id);
    expect(
      (
        await new TestClient().call(deleteAccount, "/api/auth/delete-account", {
          method: "DELETE",
          bearer: fresh.accessToken,
        })
      ).status,
    ).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, google!.id))).toEqual([]);
  });
});

describe("download my data", () => {
  it("is the caller's own account, ideas and reports, never a secret nor another founder's, and a few times an hour", async () => {
    const client = await subscriber();
    const other = await subscriber();
    await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: IDEA } });
    await other.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: OTHER } });
    const copy = await client.call(accountExport, "/api/data/account-export");
    expect(copy.status).toBe(200);
    expect(copy.text).not.toMatch(/password|hash|stripe|token/i);
    expect(copy.text).not.toContain(OTHER);
    expect((copy.body.reports as { prompt: string }[]).map((report) => report.prompt)).toEqual([IDEA]);
    expect((copy.body.ideas as { prompt: string }[]).map((item) => item.prompt)).toEqual([IDEA]);

    for (let index = 0; index < 4; index++)
      expect((await client.call(accountExport, "/api/data/account-export")).status).toBe(200);
    const refused = await client.call(accountExport, "/api/data/account-export");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await new TestClient().call(accountExport, "/api/data/account-export")).status).toBe(401);
  });
});

describe("keep my plan: a cancel is undone while the period runs", () => {
  it("a cancelled local plan renews again; after its end there is nothing to keep", async () => {
    const client = await subscriber();
    const userId = await userIdOf(client);
    expect((await client.call(resume, "/api/billing/resume", { method: "POST" })).status).toBe(409);
    await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    const kept = await client.call(resume, "/api/billing/resume", { method: "POST" });
    expect(kept).toMatchObject({ status: 200, body: { message: "Your plan continues as before." } });
    expect(await userById(userId)).toMatchObject({ subscription: "basic", cancelAtPeriodEnd: false });

    await client.call(cancel, "/api/billing/cancel", { method: "POST" });
    await planEndsIn(userId, -1_000);
    expect((await client.call(resume, "/api/billing/resume", { method: "POST" })).status).toBe(409);
    expect((await client.call(user, "/api/auth/user")).body.has_access).toBe(false);
  });
});
