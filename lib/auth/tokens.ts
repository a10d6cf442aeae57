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

/** The token of the verify page's link: it carries the e-mail the code was sent to (SPEC.md section 3). */
export function signVerificationToken(email: string): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setAudience("verify-email")
    .setIssuedAt()
    .setExpirationTime(`${authPolicy.verificationTokenTtlSeconds}s`)
    .sign(key());
}

/** The e-mail of a genuine, unexpired verification token, else null. */
export async function readVerificationToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: "verify-email", algorithms: ["HS256"] });
    return typeof payload.email === "string" ? payload.email : null;
  } catch {
    return null;
  }
}
