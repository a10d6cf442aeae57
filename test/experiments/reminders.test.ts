import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/auth/delete-account/route";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { GET as cron } from "@/app/api/cron/reminders/route";
import { GET as settings, PATCH as updateSettings } from "@/app/api/data/settings/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/reminders/unsubscribe/route";
import { getDb } from "@/db";
import { experiments, users } from "@/db/schema";
import { forgetEnv } from "@/lib/server/env";
import { EXPERIMENTS_PER_REMINDER, sendDueReminders } from "@/lib/server/experiments/reminders";
import { utcToday } from "@/lib/server/experiments/store";
import { ONE_CLICK_REFUSED } from "@/lib/server/handlers/reminders";
import { BAD_UNSUBSCRIBE_LINK, UNSUBSCRIBED, unsubscribeToken } from "@/lib/server/experiments/unsubscribe";
import { route } from "@/lib/server/http/route";
import { maybeSendReminders, setAutomaticMaintenance } from "@/lib/server/maintenance";
import { reset } from "@/lib/server/rate-limit";
import { emailsTo, TestClient } from "@/test/api";
import { PASSWORD, signUp } from "@/test/auth/helpers";
import { captureLog } from "@/test/log-capture";
import { api, experimentBody, validated } from "./helpers";

const APP = "http://localhost:3000";
const SECRET = "a-cron-secret-of-enough-length-0123456789";
const REMINDER = /past (its|their) due date/;

interface Founder {
  client: TestClient;
  email: string;
  ideaId: string;
}

/** A founder on the trial with one validated idea. */
async function founder(name = "Ada Founder"): Promise<Founder> {
  const { client, email } = await signUp(new TestClient(), name);
  await client.call(checkout, "/api/billing/checkout?interval=month");
  const { idea_id } = await validated(client);
  return { client, email, ideaId: idea_id };
}

async function experiment(who: Founder, overrides: Record<string, unknown>): Promise<string> {
  const created = await api.create(who.client, who.ideaId, experimentBody(overrides));
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.text}`);
  return created.body.id;
}

const remindersTo = async (address: string) => (await emailsTo(address)).filter((mail) => REMINDER.test(mail.subject));
const day = (date: string, hour = 8) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
const daysAgo = (days: number) => utcToday(new Date(Date.now() - days * 86_400_000));
const unsubscribeLinkIn = (text: string) =>
  /(http:\/\/localhost:3000\/reminders\/unsubscribe\?token=\S+)/.exec(text)?.[1];

const callCron = (authorization?: string) =>
  new TestClient().call(cron, "/api/cron/reminders", {
    headers: authorization === undefined ? {} : { authorization },
    sameOrigin: false,
  });

function setCronSecret(value: string | undefined) {
  if (value === undefined) delete process.env.CRON_SECRET;
  else process.env.CRON_SECRET = value;
  forgetEnv();
}

// Each test starts with no experiment left over from another, so the counts a run returns are the test's own.
beforeEach(async () => {
  await (await getDb()).delete(experiments);
});
afterEach(() => {
  setCronSecret(undefined);
  setAutomaticMaintenance(false);
});

describe("sendDueReminders", () => {
  it("e-mails one reminder naming the overdue experiment, once a day, and names each experiment once", async () => {
    const ada = await founder("Ada <Founder>");
    await experiment(ada, { hypothesis: `Cafes <b>would</b> pay & say "yes"`, due_date: "2030-03-01" });
    await experiment(ada, { hypothesis: "Due on the tenth", due_date: "2030-03-10" });
    await experiment(ada, { hypothesis: "Not due yet", due_date: "2030-03-20" });
    const log = captureLog();

    expect(await sendDueReminders(await getDb(), day("2030-03-10"))).toEqual({ founders: 1, experiments: 1 });
    const [mail, ...others] = await remindersTo(ada.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("An experiment is past its due date");
    expect(mail!.text).toContain(`Cafes <b>would</b> pay & say "yes"`);
    expect(mail!.text).toContain("1 March 2030");
    expect(mail!.text).toContain(`${APP}/app/ideas/${ada.ideaId}`);
    expect(mail!.text).toContain(`${APP}/app/ideas#account`);
    expect(mail!.text).not.toContain("Due on the tenth");
    expect(mail!.text).not.toContain("Not due yet");
    expect(mail!.html).toContain("Cafes &lt;b&gt;would&lt;/b&gt; pay &amp; say &quot;yes&quot;");
    expect(mail!.html).toContain("Hi Ada &lt;Founder&gt;,");
    expect(mail!.html).not.toContain("<b>would");
    expect(mail!.html).toContain(`href="${APP}/app/ideas/${ada.ideaId}"`);
    expect(mail!.html).toContain(`${APP}/reminders/unsubscribe?token=`);
    // A mail client's own Unsubscribe button (RFC 8058) posts to the call itself, the same token in the address.
    const token = new URL(unsubscribeLinkIn(mail!.text)!).searchParams.get("token")!;
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${APP}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // The same day, later: nothing more.
    expect(await sendDueReminders(await getDb(), day("2030-03-10", 23))).toEqual({ founders: 0, experiments: 0 });
    expect(await remindersTo(ada.email)).toHaveLength(1);

    // The next day the experiment due on the tenth is overdue; the first is not named again.
    expect(await sendDueReminders(await getDb(), day("2030-03-11"))).toEqual({ founders: 1, experiments: 1 });
    const [next] = await remindersTo(ada.email);
    expect(next!.text).toContain("Due on the tenth");
    expect(next!.text).not.toContain("Cafes <b>would</b>");
    expect(await remindersTo(ada.email)).toHaveLength(2);

    // And then nothing, day after day, until something else is overdue.
    expect(await sendDueReminders(await getDb(), day("2030-03-15"))).toEqual({ founders: 0, experiments: 0 });

    // One line per run, with the counts and never an address.
    const lines = log.lines().filter((line) => line.msg?.startsWith("reminders:"));
    log.stop();
    expect(lines.map((line) => line.msg)).toEqual([
      "reminders: e-mailed 1 founders about 1 experiments",
      "reminders: e-mailed 0 founders about 0 experiments",
      "reminders: e-mailed 1 founders about 1 experiments",
      "reminders: e-mailed 0 founders about 0 experiments",
    ]);
    expect(JSON.stringify(log.raw)).not.toContain(ada.email);
  });

  it("one e-mail names every overdue experiment of a founder, soonest due first, and no one else's", async () => {
    const ada = await founder();
    const bea = await founder("Bea Founder");
    await experiment(ada, { hypothesis: "Ada's second", due_date: "2030-03-05" });
    await experiment(ada, { hypothesis: "Ada's first", due_date: "2030-03-02" });
    await experiment(bea, { hypothesis: "Bea's only", due_date: "2030-03-03" });

    expect(await sendDueReminders(await getDb(), day("2030-03-10"))).toEqual({ founders: 2, experiments: 3 });
    const [adas] = await remindersTo(ada.email);
    const [beas] = await remindersTo(bea.email);
    expect(adas!.subject).toBe("2 experiments are past their due date");
    expect(adas!.text.indexOf("Ada's first")).toBeLessThan(adas!.text.indexOf("Ada's second"));
    expect(adas!.text).not.toContain("Bea's");
    expect(beas!.text).toContain("Bea's only");
    expect(beas!.text).not.toContain("Ada's");
    // Each founder's unsubscribe link is their own.
    expect(unsubscribeLinkIn(adas!.text)).not.toBe(unsubscribeLinkIn(beas!.text));
  });

  it("an experiment with a result, or abandoned, is never reminded", async () => {
    const ada = await founder();
    const measured = await experiment(ada, { hypothesis: "Measured", due_date: "2030-03-01" });
    const dropped = await experiment(ada, { hypothesis: "Dropped", due_date: "2030-03-01" });
    const running = await experiment(ada, { hypothesis: "Running late", due_date: "2030-03-02" });
    expect((await api.result(ada.client, measured, { value: 9, denominator: 20 })).status).toBe(201);
    expect((await api.patch(ada.client, dropped, { status: "abandoned" })).status).toBe(200);
    expect((await api.patch(ada.client, running, { status: "running" })).status).toBe(200);

    expect(await sendDueReminders(await getDb(), day("2030-03-10"))).toEqual({ founders: 1, experiments: 1 });
    const [mail] = await remindersTo(ada.email);
    expect(mail!.text).toContain("Running late");
    expect(mail!.text).not.toContain("Measured");
    expect(mail!.text).not.toContain("Dropped");

    // A result recorded later, or abandoning, leaves nothing to remind.
    const other = await experiment(ada, { hypothesis: "Later", due_date: "2030-03-12" });
    await api.patch(ada.client, other, { status: "abandoned" });
    expect(await sendDueReminders(await getDb(), day("2030-03-20"))).toEqual({ founders: 0, experiments: 0 });
  });

  it("a founder with reminders off gets none; turned back on, what is overdue is sent", async () => {
    const ada = await founder();
    await experiment(ada, { hypothesis: "Quietly overdue", due_date: "2030-03-01" });
    const off = await ada.client.call(updateSettings, "/api/data/settings", {
      method: "PATCH",
      body: { experiment_reminders: false },
    });
    expect(off).toMatchObject({ status: 200, body: { keep_history: true, experiment_reminders: false } });
    expect(await sendDueReminders(await getDb(), day("2030-03-10"))).toEqual({ founders: 0, experiments: 0 });
    expect(await remindersTo(ada.email)).toEqual([]);

    await ada.client.call(updateSettings, "/api/data/settings", {
      method: "PATCH",
      body: { experiment_reminders: true },
    });
    expect(await sendDueReminders(await getDb(), day("2030-03-10"))).toEqual({ founders: 1, experiments: 1 });
    expect((await remindersTo(ada.email))[0]!.text).toContain("Quietly overdue");
  });

  it(`names ${EXPERIMENTS_PER_REMINDER} at most and says how many wait; a new due date is named again`, async () => {
    const ada = await founder();
    const first = await experiment(ada, { hypothesis: "Experiment 00", due_date: "2030-03-01" });
    const db = await getDb();
    const [template] = await db.select().from(experiments).where(eq(experiments.id, first));
    await db.insert(experiments).values(
      Array.from({ length: EXPERIMENTS_PER_REMINDER + 1 }, (_, n) => ({
        ...template!,
        id: undefined,
        hypothesis: `Experiment ${String(n + 1).padStart(2, "0")}`,
        dueDate: `2030-03-0${n < EXPERIMENTS_PER_REMINDER - 1 ? 2 : 3}`,
      })),
    );

    expect(await sendDueReminders(db, day("2030-03-10"))).toEqual({
      founders: 1,
      experiments: EXPERIMENTS_PER_REMINDER,
    });
    const [mail] = await remindersTo(ada.email);
    expect(mail!.subject).toBe(`${EXPERIMENTS_PER_REMINDER + 2} experiments are past their due date`);
    expect(mail!.text).toContain("Experiment 00");
    expect(mail!.text).not.toContain(`Experiment ${EXPERIMENTS_PER_REMINDER}`);
    expect(mail!.text).toContain("…and 2 more");

    expect(await sendDueReminders(db, day("2030-03-11"))).toEqual({ founders: 1, experiments: 2 });
    const [next] = await remindersTo(ada.email);
    expect(next!.text).toContain(`Experiment ${EXPERIMENTS_PER_REMINDER}`);
    expect(next!.text).toContain(`Experiment ${EXPERIMENTS_PER_REMINDER + 1}`);
    expect(next!.text).not.toContain("more");

    // Moved to a new date that passes too, an experiment is named again.
    expect((await api.patch(ada.client, first, { due_date: "2030-03-11" })).status).toBe(200);
    expect(await sendDueReminders(db, day("2030-03-12"))).toEqual({ founders: 1, experiments: 1 });
    expect((await remindersTo(ada.email))[0]!.text).toContain("Experiment 00");
  });

  it("runs at once send one e-mail: the founder's day is claimed in the database", async () => {
    const ada = await founder();
    await experiment(ada, { hypothesis: "Raced", due_date: "2030-03-01" });
    const db = await getDb();
    const runs = await Promise.all([1, 2, 3].map(() => sendDueReminders(db, day("2030-03-10"))));
    expect(runs.reduce((sum, run) => sum + run.founders, 0)).toBe(1);
    expect(await remindersTo(ada.email)).toHaveLength(1);
    const [row] = await db.select({ on: users.lastReminderOn }).from(users).where(eq(users.email, ada.email));
    expect(row!.on).toBe("2030-03-10");
  });
});

describe("unsubscribing", () => {
  const post = (body: unknown, client = new TestClient()) =>
    client.call(unsubscribePost, "/api/reminders/unsubscribe", { method: "POST", body });
  const reminders = async (who: Founder) =>
    (await who.client.call(settings, "/api/data/settings")).body.experiment_reminders;

  it("the e-mail's link turns the reminders off through the POST; opening it changes nothing", async () => {
    const ada = await founder();
    await experiment(ada, { due_date: "2030-03-01" });
    await sendDueReminders(await getDb(), day("2030-03-10"));
    const link = new URL(unsubscribeLinkIn((await remindersTo(ada.email))[0]!.text)!);
    expect(link.pathname).toBe("/reminders/unsubscribe");
    const token = link.searchParams.get("token")!;

    // A scanner following the link, or a GET on the call itself, changes nothing.
    const get = await new TestClient().call(unsubscribeGet, `/api/reminders/unsubscribe?token=${token}`);
    expect(get.status).toBe(405);
    expect(await reminders(ada)).toBe(true);

    expect(await post({ token })).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED } });
    expect(await reminders(ada)).toBe(false);
    // Again: the same answer.
    expect(await post({ token })).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED } });
  });

  it("a mail client's one-click POST to the List-Unsubscribe address turns them off; anything else is refused", async () => {
    const ada = await founder();
    await experiment(ada, { due_date: "2030-03-01" });
    await sendDueReminders(await getDb(), day("2030-03-10"));
    const address = (await remindersTo(ada.email))[0]!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const oneClick = (path: string, body: string, headers: Record<string, string> = {}) =>
      new TestClient().call(unsubscribePost, path, {
        method: "POST",
        rawBody: body,
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      });
    const path = new URL(address).pathname + new URL(address).search;

    expect(await oneClick(path, "List-Unsubscribe=Two-Clicks")).toMatchObject({
      status: 400,
      body: { message: ONE_CLICK_REFUSED },
    });
    expect(await oneClick("/api/reminders/unsubscribe", "List-Unsubscribe=One-Click")).toMatchObject({
      status: 400,
      body: { message: BAD_UNSUBSCRIBE_LINK },
    });
    expect(await oneClick(`${path}x`, "List-Unsubscribe=One-Click")).toMatchObject({ status: 400 });
    expect(await oneClick(path, "List-Unsubscribe=One-Click%00")).toMatchObject({ status: 400 });
    expect(await oneClick(path, "List-Unsubscribe=One-Click&x=".padEnd(40_000, "y"))).toMatchObject({ status: 413 });
    expect(await oneClick(path, "not a form", { "content-type": "multipart/form-data; boundary=none" })).toMatchObject({
      status: 400,
      body: { message: ONE_CLICK_REFUSED },
    });
    // Another site cannot make a browser send it.
    expect((await oneClick(path, "List-Unsubscribe=One-Click", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(await reminders(ada)).toBe(true);

    // As Gmail sends it: from its servers, no cookie, no Origin; and as multipart, which RFC 8058 allows too.
    const multipart = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect(await oneClick(path, multipart, { "content-type": "multipart/form-data; boundary=b" })).toMatchObject({
      status: 200,
      body: { message: UNSUBSCRIBED },
    });
    expect(await reminders(ada)).toBe(false);
    // Twice at once, or replayed: the same answer.
    const again = await Promise.all([1, 2].map(() => oneClick(path, "List-Unsubscribe=One-Click")));
    expect(again.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it("a forged, cut or borrowed token is a 400 and changes nothing; a deleted account answers like a live one", async () => {
    const ada = await founder();
    const bea = await founder("Bea Founder");
    const [adaId, beaId] = await Promise.all(
      [ada, bea].map(
        async (who) =>
          (await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, who.email)))[0]!.id,
      ),
    );
    const token = unsubscribeToken(adaId!);
    const signature = token.split(".")[1]!;
    const forged = [
      `${beaId}.${signature}`,
      `${adaId}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      token.slice(0, -3),
      adaId!,
      "",
      `${adaId}.${signature}\u0000`,
    ];
    for (const bad of forged) {
      expect(await post({ token: bad }), bad).toMatchObject({ status: 400, body: { message: BAD_UNSUBSCRIBE_LINK } });
    }
    for (const body of [{}, { token: 42 }, { token: "x".repeat(500) }]) {
      expect(await post(body)).toMatchObject({ status: 400, body: { message: BAD_UNSUBSCRIBE_LINK } });
    }
    expect([await reminders(ada), await reminders(bea)]).toEqual([true, true]);

    // The owner deletes the account: its link still answers as before, telling nothing.
    const deleted = await ada.client.call(deleteAccount, "/api/auth/delete-account", {
      method: "DELETE",
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await post({ token })).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED } });
    expect(await reminders(bea)).toBe(true);
  });
});

describe("GET /api/cron/reminders", () => {
  it("sends what is due with the right secret; a wrong or missing one is a 401; unset, the call is a 404", async () => {
    const ada = await founder();
    await experiment(ada, { hypothesis: "Due yesterday", due_date: daysAgo(1) });
    await experiment(ada, { hypothesis: "Due today", due_date: daysAgo(0) });

    setCronSecret(undefined);
    expect(await callCron(`Bearer ${SECRET}`)).toMatchObject({
      status: 404,
      body: { message: "There is no API call at this address." },
    });
    setCronSecret(SECRET);
    for (const wrong of [undefined, "", `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(0, -1)}`, SECRET, "Bearer "]) {
      const refused = await callCron(wrong);
      expect(refused.status, String(wrong)).toBe(401);
      expect(refused.body.message).toBe("This call needs the cron secret: Authorization: Bearer <CRON_SECRET>.");
    }
    expect(await remindersTo(ada.email)).toEqual([]);

    const sent = await callCron(`Bearer ${SECRET}`);
    expect(sent).toMatchObject({ status: 200, body: { founders: 1, experiments: 1 } });
    expect(sent.headers.get("cache-control")).toBe("no-store");
    const [mail] = await remindersTo(ada.email);
    expect(mail!.text).toContain("Due yesterday");
    expect(mail!.text).not.toContain("Due today");
  });

  it("two calls at once send one e-mail", async () => {
    setCronSecret(SECRET);
    const ada = await founder();
    await experiment(ada, { due_date: daysAgo(2) });
    const answers = await Promise.all([callCron(`Bearer ${SECRET}`), callCron(`Bearer ${SECRET}`)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.body.founders, 0)).toBe(1);
    expect(await remindersTo(ada.email)).toHaveLength(1);
  });
});

describe("on a long-lived server", () => {
  it("route() sends the reminders after an answer, on one hourly turn shared by every instance", async () => {
    const db = await getDb();
    await reset(db, "maintenance:reminders");
    const ada = await founder();
    await experiment(ada, { hypothesis: "Sent without cron", due_date: daysAgo(1) });

    setAutomaticMaintenance(true);
    const handler = route(async () => Response.json({ ok: true }));
    expect((await handler(new Request(`${APP}/api/x`) as never, {})).status).toBe(200);
    const [mail] = await remindersTo(ada.email);
    expect(mail!.text).toContain("Sent without cron");
    // The turn is taken for the hour, whichever instance asks next.
    expect(await maybeSendReminders(db)).toBe(false);
  });
});
