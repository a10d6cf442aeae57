import "server-only";
import type { Domain } from "resend";
import { modesOf, type Env } from "@/lib/server/env";
import { resendFor } from "@/lib/server/email/queue";
import { fail, masked, pass, reasonOf, type CheckResult } from "./check";

const NAME = "e-mail";
const DOMAINS_PAGE = "https://resend.com/domains";

/** The address part of EMAIL_FROM (`Name <address>` or the bare address) and its domain. */
export function senderDomain(from: string): string | undefined {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return /@([^@\s>]+)$/.exec(address.trim())?.[1]?.toLowerCase();
}

/**
 * Resend accepts the key, and EMAIL_FROM's domain is one of the account's domains, verified and able to send
 * (GET /domains). A sending-only key cannot list domains; it passes with that said.
 */
export async function checkMail(env: Env): Promise<CheckResult> {
  if (modesOf(env).mail === "local") {
    const ignored = env.RESEND_API_KEY ? " (MAIL_MODE=local, so RESEND_API_KEY is not used)" : "";
    return pass(
      NAME,
      `the local outbox: e-mails go to the server log and /dev/mail, none is sent${ignored}; set RESEND_API_KEY to send them`,
      "the local outbox",
    );
  }
  const key = masked(env.RESEND_API_KEY ?? "");
  const domain = senderDomain(env.EMAIL_FROM);
  if (!domain) {
    return fail(
      NAME,
      `EMAIL_FROM (${env.EMAIL_FROM}) has no address`,
      'set EMAIL_FROM="LaunchLens <hello@your-domain.com>"',
    );
  }
  const resend = resendFor(env);
  const domains: Domain[] = [];
  let after: string | undefined;
  for (let page = 0; page < 10; page++) {
    let answer;
    try {
      answer = await resend.domains.list(after ? { limit: 100, after } : { limit: 100 });
    } catch (error) {
      return fail(
        NAME,
        `Resend does not answer (${reasonOf(error)})`,
        "check this machine's connection to api.resend.com",
      );
    }
    // The SDK reports a request that got no answer as an error without a status.
    if (answer.error && answer.error.statusCode === null) {
      return fail(
        NAME,
        `Resend does not answer (${answer.error.message})`,
        `check this machine's connection to ${env.RESEND_BASE_URL ?? "api.resend.com"}`,
      );
    }
    if (answer.error) {
      if (answer.error.name === "restricted_api_key") {
        return pass(
          NAME,
          `Resend, key ${key} (sending only: it cannot list domains, so whether ${domain} is verified shows on the first e-mail; ${DOMAINS_PAGE})`,
        );
      }
      const refused =
        /api_key$/i.test(answer.error.name) || answer.error.statusCode === 401 || answer.error.statusCode === 403;
      return fail(
        NAME,
        `Resend ${refused ? `refused the key ${key}` : "answered an error"} (${answer.error.statusCode ?? "?"} ${answer.error.name}: ${answer.error.message})`,
        refused
          ? "create a key at https://resend.com/api-keys and set RESEND_API_KEY to it"
          : "try again; if it persists, see https://resend-status.com",
      );
    }
    domains.push(...answer.data.data);
    if (!answer.data.has_more || answer.data.data.length === 0) break;
    after = answer.data.data.at(-1)!.id;
  }
  const found = domains.find((entry) => entry.name.toLowerCase() === domain);
  if (!found) {
    const known = domains.length ? ` (it has ${domains.map((entry) => entry.name).join(", ")})` : " (it has none)";
    return fail(
      NAME,
      `EMAIL_FROM's domain ${domain} is not in this Resend account${known}`,
      `add ${domain} at ${DOMAINS_PAGE} and verify its DNS records, or set EMAIL_FROM to an address on a verified domain`,
    );
  }
  if (found.status !== "verified") {
    return fail(
      NAME,
      `Resend's domain ${domain} is ${found.status.replace(/_/g, " ")}, not verified: Resend refuses every e-mail from it`,
      `add the DNS records shown at ${DOMAINS_PAGE} for ${domain}, then press Verify`,
    );
  }
  if (found.capabilities?.sending === "disabled") {
    return fail(
      NAME,
      `Resend's domain ${domain} is verified but sending is disabled on it`,
      `enable sending for ${domain} at ${DOMAINS_PAGE}`,
    );
  }
  return pass(NAME, `Resend, key ${key}: sending domain ${domain} verified`);
}
