import { jwtVerify, SignJWT } from "jose";
import { getEnv } from "@/lib/env";
import { authPolicy } from "./policy";

const ISSUER = "launchlens";
const key = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** A short-lived access token naming its user and session (checked against the database on every request). */
export function signAccessToken({ userId, sessionId }: AccessClaims): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience("access")
    .setIssuedAt()
    .setExpirationTime(`${authPolicy.accessTokenTtlSeconds}s`)
    .sign(key());
}

export async function readAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: "access", algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
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
export function signVerificationToken({ email, registrationId }: VerificationClaims): Promise<string> {
  return new SignJWT({ email, rid: registrationId })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience("verify-email")
    .setIssuedAt()
    .setExpirationTime(`${authPolicy.verificationTokenTtlSeconds}s`)
    .sign(key());
}

/** The claims of a genuine, unexpired verification token, else null. */
export async function readVerificationToken(token: string): Promise<VerificationClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: "verify-email", algorithms: ["HS256"] });
    if (typeof payload.email !== "string" || typeof payload.rid !== "string") return null;
    return { email: payload.email, registrationId: payload.rid };
  } catch {
    return null;
  }
}
