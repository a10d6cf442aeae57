import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { getEnv } from "@/lib/server/env";
import { authPolicy } from "@/lib/core/auth/policy";

const ISSUER = "launchlens";
// A WebCrypto key, imported once per secret: given raw bytes (or a KeyObject) jose imports the key again on every
// call, which tripled the cost of checking the access token on each request.
let cachedKey: { secret: string; key: Promise<CryptoKey> } | undefined;
function key(): Promise<CryptoKey> {
  const secret = getEnv().AUTH_SECRET;
  if (cachedKey?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    cachedKey = {
      secret,
      key: crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]),
    };
  }
  return cachedKey.key;
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** A short-lived access token naming its user and session (checked against the database on every request). */
export async function signAccessToken({ userId, sessionId }: AccessClaims): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience("access")
    .setIssuedAt()
    .setExpirationTime(`${authPolicy.accessTokenTtlSeconds}s`)
    .sign(await key());
}

/**
 * Tokens whose signature and claims were already checked, with their expiry, for the secret they were checked under.
 * Checking an HS256 signature through WebCrypto costs ~50 us and a trip to the thread pool on every authenticated
 * request, for the same token again and again; only a token that passed the full check is ever remembered, and its
 * expiry is checked on each use. (Whether its session is still live is the database's answer, never cached.)
 */
const MAX_REMEMBERED_TOKENS = 10_000;
let verified: { secret: string; tokens: Map<string, AccessClaims & { expiresAtMs: number }> } | undefined;

function rememberedTokens() {
  const secret = getEnv().AUTH_SECRET;
  if (verified?.secret !== secret) verified = { secret, tokens: new Map() };
  return verified.tokens;
}

export async function readAccessToken(token: string): Promise<AccessClaims | null> {
  const tokens = rememberedTokens();
  const known = tokens.get(token);
  if (known) {
    if (Date.now() < known.expiresAtMs) return { userId: known.userId, sessionId: known.sessionId };
    tokens.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await key(), {
      issuer: ISSUER,
      audience: "access",
      algorithms: ["HS256"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number")
      return null;
    if (tokens.size >= MAX_REMEMBERED_TOKENS) tokens.delete(tokens.keys().next().value!);
    tokens.set(token, { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 });
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export interface VerificationClaims {
  email: string;
  /** The registration whose code the page asks for: only that registration can be completed with it. */
  registrationId: string;
}

/** The token of the verify page's link: the e-mail the code was sent to and the registration it belongs to. */
export async function signVerificationToken({ email, registrationId }: VerificationClaims): Promise<string> {
  return new SignJWT({ email, rid: registrationId })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience("verify-email")
    .setIssuedAt()
    .setExpirationTime(`${authPolicy.verificationTokenTtlSeconds}s`)
    .sign(await key());
}

/** The claims of a genuine, unexpired verification token, else null. */
export async function readVerificationToken(token: string): Promise<VerificationClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), {
      issuer: ISSUER,
      audience: "verify-email",
      algorithms: ["HS256"],
    });
    if (typeof payload.email !== "string" || typeof payload.rid !== "string") return null;
    return { email: payload.email, registrationId: payload.rid };
  } catch {
    return null;
  }
}
