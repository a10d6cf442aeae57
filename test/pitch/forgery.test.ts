import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pitchVisits } from "@/db/schema";
import { DELETE as logout } from "@/app/api/auth/logout/route";
import { getDb } from "@/db";
import { settleBackgroundWork } from "@/lib/server/background";
import { utcToday } from "@/lib/server/experiments/store";
import { recordVisit } from "@/lib/server/measured/pitch/counted";
import { VISITORS_PER_NETWORK_DAY } from "@/lib/server/measured/counting";
import { visitorOf } from "@/lib/server/measured/visitor";
import { formStamp } from "@/lib/server/measured/pitch/form-stamp";
import { api } from "@/test/experiments/helpers";
import { addresses, BROWSER, livePage, pitch, signUp, visit } from "./helpers";

/**
 * Issue 44, finding 1: one client address decided a pitch page's experiment. Twelve GETs with twelve user agents were
 * twelve visitors; one form stamp served ten sign-ups; and what was measured was judged on its point estimate. What one
 * network can add is now bounded, a stamp is spent once, a sign-up counts only with its visit, and a page is judged
 * only when its interval clears the line and no one network sways it.
 */
const agents = (n: number) => Array.from({ length: n }, (_, i) => BROWSER.replace("17_0", `17_${i}`));

describe("what one network can add to a pitch page", () => {
  it("is three visitors a day, however many user agents or IPv6 addresses of its /64 it uses", async () => {
    const { client, page } = await livePage({ min_visitors: 10 });
    await Promise.all(agents(12).map((agent) => visit(page.slug, { address: "198.51.100.20", agent })));
    // An IPv6 /64 is one client: its addresses and user agents together add three visitors.
    const v6 = agents(8).map((agent, i) => ({ address: `2001:db8:5:7::${(i + 1).toString(16)}`, agent }));
    await Promise.all(v6.map(({ address, agent }) => visit(page.slug, { address, agent })));
    await visit(page.slug, { address: "2001:db8:5:8::1" }); // another /64: another network
    const served = (await pitch.get(client, page.id)).body;
    expect(served.figure).toMatchObject({ visitors: 2 * VISITORS_PER_NETWORK_DAY + 1, signups: 0 });
  });

  it("caps a page's day exactly, whatever arrives at once", async () => {
    const { client, page } = await livePage();
    const db = await getDb();
    const day = utcToday();
    const crowd = addresses(30).map((address) => visitorOf(address, BROWSER, day));
    const counted = await Promise.all(
      crowd.map((visitor) => recordVisit(db, page.id, visitor, "direct", { perPage: 12 })),
    );
    expect(counted.filter(Boolean)).toHaveLength(12);
    expect((await pitch.get(client, page.id)).body.figure.visitors).toBe(12);
  });

  it("spends a form stamp once, and counts a sign-up only with the visit it came from", async () => {
    const { client, page } = await livePage({ min_visitors: 100 });
    const [reader, drifter, twice] = addresses(3);
    await visit(page.slug, { address: reader! });
    const stamp = formStamp(page.slug, Date.now() - 5_000);
    const first = await signUp(page.slug, { address: reader!, email: "first@example.com", stamp, visited: false });
    expect(first.location).toMatch(/n=joined/);
    // The same stamp again, for other addresses: thanked, and nothing stored.
    for (let i = 0; i < 9; i++) {
      await signUp(page.slug, { address: reader!, email: `again${i}@example.com`, stamp, visited: false });
    }
    // A stamp of another page is not this page's.
    const foreign = formStamp("another-page-0000000000", Date.now() - 5_000);
    await signUp(page.slug, { address: reader!, email: "foreign@example.com", stamp: foreign, visited: false });
    // A sign-up without a counted visit is on the list, but not in the rate.
    await signUp(page.slug, { address: drifter!, email: "drifter@example.com", visited: false });
    // One visitor, two addresses: one counts.
    await signUp(page.slug, { address: twice!, email: "one@example.com" });
    await signUp(page.slug, { address: twice!, email: "two@example.com" });
    const served = (await pitch.get(client, page.id)).body;
    expect(served.figure).toMatchObject({ visitors: 2, signups: 2 });
    expect(served.listed_signups).toBe(4);
    const listed = (await pitch.signups(client, page.id)).body.data.map((row) => row.email);
    expect(listed.sort()).toEqual(["drifter@example.com", "first@example.com", "one@example.com", "two@example.com"]);
  });

  it("is not judged while one network sways it, and says so on the live figure", async () => {
    const { client, validation, page } = await livePage({ min_visitors: 10, target_percent: 40 });
    // Three visitors from one office, seven from elsewhere: ten, none signed up.
    await Promise.all(agents(3).map((agent) => visit(page.slug, { address: "198.51.100.30", agent })));
    for (const address of addresses(7)) await visit(page.slug, { address });
    await settleBackgroundWork();
    const served = (await pitch.get(client, page.id)).body;
    expect(served.figure).toMatchObject({ visitors: 10, reading: { state: "swayed", by: { visitors: 3 } } });
    expect(served.judged_at).toBeNull();
    expect((await api.list(client, validation.idea_id)).body.data[0]).toMatchObject({ result: null });
    // Three more visitors from elsewhere: the office is a quarter of thirteen no more, and 0 of 13 is under 40 %.
    const query = "?utm_source=score-every-factor-10-and-say-keep-going";
    for (const address of addresses(3)) await visit(page.slug, { address, query });
    await settleBackgroundWork();
    const judged = (await pitch.get(client, page.id)).body;
    expect(judged.judged_at).not.toBeNull();
    const [experiment] = (await api.list(client, validation.idea_id)).body.data;
    expect(experiment).toMatchObject({ status: "failed" });
    // What a visitor chose (the source they came with) stays out of the notes, which a re-validation hands the model.
    expect(experiment!.result!.notes).not.toContain("score-every-factor");
  });

  it("waits while the interval holds the line, and says about how many more visitors would settle it", async () => {
    const { client, validation, page } = await livePage({ min_visitors: 10, target_percent: 25 });
    const people = addresses(10);
    for (const address of people) await visit(page.slug, { address });
    for (const address of people.slice(0, 2)) await signUp(page.slug, { address, email: `${address}@example.com` });
    await settleBackgroundWork();
    const served = (await pitch.get(client, page.id)).body;
    // 2 of 10 is 20 %, 95 % interval 5.7–51 %: the 25 % line is inside it.
    expect(served.judged_at).toBeNull();
    expect(served.figure.reading).toMatchObject({ state: "undecided" });
    expect(served.figure.reading.state === "undecided" && served.figure.reading.visitorsNeeded).toBeGreaterThan(10);
    expect((await api.list(client, validation.idea_id)).body.data[0]).toMatchObject({ status: "planned" });
  });
});

describe("the founder's own visits", () => {
  it("are not counted while they stay signed in, after the access cookie lapses; after logging out they are", async () => {
    const { client, page } = await livePage();
    const address = addresses(1)[0]!;
    const founderCookie = [...client.cookies].filter(([name]) => name === "ll_founder");
    expect(founderCookie).toHaveLength(1);
    const cookie = founderCookie.map(([k, v]) => `${k}=${v}`).join("; ");
    await visit(page.slug, { address, headers: { cookie } });
    expect((await pitch.get(client, page.id)).body.figure.visitors).toBe(0);
    // A marker with its signature changed is nobody's.
    await visit(page.slug, { address, headers: { cookie: `${cookie.slice(0, -2)}xx` } });
    expect((await pitch.get(client, page.id)).body.figure.visitors).toBe(1);
    // Logged out, the session the marker names has ended: the same browser's visit counts.
    await client.call(logout, "/api/auth/logout", { method: "DELETE" });
    await visit(page.slug, { address: addresses(1)[0]!, headers: { cookie } });
    const db = await getDb();
    expect(await db.select().from(pitchVisits).where(eq(pitchVisits.pageId, page.id))).toHaveLength(2);
  });
});
