import { getDb } from "@/db";
import { assertNotCrossSite } from "@/lib/auth/current-user";
import { signedInResponse } from "@/lib/auth/cookies";
import { verifyEmailQuery } from "@/lib/auth/schemas";
import { startSession } from "@/lib/auth/sessions";
import { readVerificationToken } from "@/lib/auth/tokens";
import { findUserByEmail } from "@/lib/auth/users";
import { confirmVerificationCode } from "@/lib/auth/verification";
import { HttpError, readQuery, route } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  assertNotCrossSite(request);
  const { userCode, token } = readQuery(request, verifyEmailQuery);
  const db = await getDb();
  const email = await readVerificationToken(token);
  const user = email ? await findUserByEmail(db, email) : undefined;
  if (!user) throw new HttpError(400, "This verification link is invalid or has expired. Please log in to get a new code.");
  if (user.emailVerifiedAt) throw new HttpError(400, "This e-mail address is already verified. Please log in.", { redirectTo: "/auth/login" });

  await confirmVerificationCode(db, user, userCode);
  const session = await startSession(db, user.id, request.headers.get("user-agent"));
  return signedInResponse({ message: "Your email has been verified." }, session);
});
