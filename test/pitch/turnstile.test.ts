import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetEnv } from "@/lib/server/env";
import { subscriber } from "@/test/ai/helpers";
import { validated } from "@/test/experiments/helpers";
import { pageFields, pitch, signUp, visit } from "./helpers";
import { TurnstileStandIn } from "@/test/turnstile-standin";

// Turnstile configured: a local stand-in for Cloudflare's siteverify, which passes one token only.
const siteverify = new TurnstileStandIn("test-secret", "good");
const asked = siteverify.forms;
let variables: string[] = [];

beforeAll(async () => {
  const env = { ...siteverify.env(await siteverify.start()), NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site-key-1" };
  variables = Object.keys(env);
  Object.assign(process.env, env);
  forgetEnv();
});

afterAll(async () => {
  for (const name of variables) delete process.env[name];
  forgetEnv();
  await siteverify.stop();
});

describe("Turnstile on the sign-up form, when configured", () => {
  it("shows the widget under a policy that allows only Cloudflare's script, and stores a sign-up only with a passed check", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const created = await pitch.create(client, {
      idea_id,
      fields: pageFields(),
      target_percent: 10,
      due_date: "2099-12-31",
    });
    await pitch.patch(client, created.body.id, { status: "live" });
    const slug = created.body.slug;
    const page = await visit(slug, { address: "192.0.2.10" });
    expect(page.text).toContain('<div class="cf-turnstile" data-sitekey="site-key-1"></div>');
    expect(page.headers.get("content-security-policy")).toContain("script-src https://challenges.cloudflare.com;");

    const without = await signUp(slug, { address: "192.0.2.10", email: "none@example.com" });
    expect(without.location).toMatch(/n=challenge/);
    const wrong = await signUp(slug, {
      address: "192.0.2.11",
      email: "wrong@example.com",
      extra: { "cf-turnstile-response": "bad" },
    });
    expect(wrong.location).toMatch(/n=challenge/);
    const passed = await signUp(slug, {
      address: "192.0.2.12",
      email: "person@example.com",
      extra: { "cf-turnstile-response": "good" },
    });
    expect(passed.location).toMatch(/n=joined/);
    expect((await pitch.signups(client, created.body.id)).body.data.map((row) => row.email)).toEqual([
      "person@example.com",
    ]);
    // Cloudflare was asked with the secret and the client's address; a missing token is refused without asking.
    expect(asked.map((form) => [form.get("response"), form.get("remoteip")])).toEqual([
      ["bad", "192.0.2.11"],
      ["good", "192.0.2.12"],
    ]);
  });

  it("shows a page with questions again after a failed check, the answers kept, and stores them once it passes", async () => {
    const client = await subscriber();
    const { idea_id } = await validated(client);
    const questions = [{ kind: "text", text: "What do you use today?" }];
    const created = await pitch.create(client, {
      idea_id,
      fields: pageFields({ questions }),
      target_percent: 10,
      due_date: "2099-12-31",
    });
    await pitch.patch(client, created.body.id, { status: "live" });
    const slug = created.body.slug;
    const refused = await signUp(slug, { address: "192.0.2.20", email: "me@example.com", extra: { q0: "A notebook" } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("The check that you are a person did not pass. Please try again.");
    expect(refused.text).toContain(">A notebook</textarea>");
    expect(refused.text).toContain('value="me@example.com"');
    expect(refused.text).toContain('<div class="cf-turnstile" data-sitekey="site-key-1"></div>');
    const passed = await signUp(slug, {
      address: "192.0.2.20",
      email: "me@example.com",
      extra: { q0: "A notebook", "cf-turnstile-response": "good" },
    });
    expect(passed.location).toMatch(/n=joined/);
    expect((await pitch.signups(client, created.body.id)).body.data.map((row) => row.answers)).toEqual([
      [{ kind: "text", text: "A notebook" }],
    ]);
  });
});
