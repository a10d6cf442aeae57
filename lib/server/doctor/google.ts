import "server-only";
import type { Env } from "@/lib/server/env";
import { fail, fetchJson, field, pass, reasonOf, type CheckResult } from "./check";

const NAME = "Google sign-in";
export const GOOGLE_ISSUER = "https://accounts.google.com";
const CONSOLE = "https://console.cloud.google.com/apis/credentials";

/**
 * The issuer's discovery document (/.well-known/openid-configuration) names the same issuer and its endpoints, and
 * its token endpoint knows the client: a made-up code is refused as a bad grant (the client was accepted), not as
 * `invalid_client`.
 */
export async function checkGoogle(env: Env): Promise<CheckResult> {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
    return pass(NAME, "off: the button is hidden; set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to offer it");
  }
  const issuer = (env.GOOGLE_ISSUER ?? GOOGLE_ISSUER).replace(/\/+$/, "");
  const discovery = `${issuer}/.well-known/openid-configuration`;
  const issuerFix = env.GOOGLE_ISSUER
    ? `unset GOOGLE_ISSUER (Google's is ${GOOGLE_ISSUER}; the variable is for test stand-ins)`
    : "check this machine's connection to accounts.google.com";
  let document;
  try {
    document = await fetchJson(discovery);
  } catch (error) {
    return fail(NAME, `the issuer ${issuer} does not answer (${reasonOf(error)})`, issuerFix);
  }
  const named = field(document.body, "issuer");
  const tokenEndpoint = field(document.body, "token_endpoint");
  if (document.status !== 200 || typeof named !== "string") {
    return fail(NAME, `${discovery} answered ${document.status} without an OpenID configuration`, issuerFix);
  }
  if (named.replace(/\/+$/, "") !== issuer) {
    return fail(NAME, `the issuer ${issuer} calls itself ${named}: next-auth would refuse every sign-in`, issuerFix);
  }
  if (
    typeof tokenEndpoint !== "string" ||
    typeof field(document.body, "authorization_endpoint") !== "string" ||
    typeof field(document.body, "jwks_uri") !== "string"
  ) {
    return fail(NAME, `${discovery} lacks the authorization, token or keys endpoint`, issuerFix);
  }
  const redirect = new URL("/api/auth/callback/google", env.APP_URL).toString();
  let grant;
  try {
    grant = await fetchJson(tokenEndpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: "launchlens-doctor-check",
        redirect_uri: redirect,
        client_id: env.GOOGLE_CLIENT_ID,
        client_secret: env.GOOGLE_CLIENT_SECRET,
      }),
    });
  } catch (error) {
    return fail(NAME, `the token endpoint of ${issuer} does not answer (${reasonOf(error)})`, issuerFix);
  }
  if (field(grant.body, "error") === "invalid_client") {
    return fail(
      NAME,
      `${issuer} does not know the client ${env.GOOGLE_CLIENT_ID} with this secret (invalid_client)`,
      `copy the OAuth client's id and secret from ${CONSOLE} into GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`,
    );
  }
  return pass(
    NAME,
    `issuer ${issuer} answers and accepts the client ${env.GOOGLE_CLIENT_ID}; its redirect URI must be ${redirect}`,
  );
}
