import { describe, expect, it } from "vitest";
import { loadEnv } from "@/lib/server/env";
import { outboxIsOpen } from "./outbox";

const env = (vars: Record<string, string>) =>
  loadEnv({ AUTH_SECRET: "s".repeat(32), ...vars }, { canWrite: () => true });

describe("the local outbox", () => {
  it("is open in development", () => {
    expect(outboxIsOpen(env({}))).toBe(true);
  });

  it("is closed in production unless MAIL_MODE=local and LOCAL_OUTBOX_PUBLIC=1 both say so", () => {
    expect(outboxIsOpen(env({ NODE_ENV: "production" }))).toBe(false);
    expect(outboxIsOpen(env({ NODE_ENV: "production", MAIL_MODE: "local" }))).toBe(false);
    expect(outboxIsOpen(env({ NODE_ENV: "production", LOCAL_OUTBOX_PUBLIC: "1" }))).toBe(false);
    expect(outboxIsOpen(env({ NODE_ENV: "production", MAIL_MODE: "local", LOCAL_OUTBOX_PUBLIC: "1" }))).toBe(true);
  });

  it("is closed whenever Resend sends the mail", () => {
    expect(outboxIsOpen(env({ RESEND_API_KEY: "re_x" }))).toBe(false);
  });
});
