import { getDb } from "@/db";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { findUserByEmail } from "@/lib/auth/users";
import { sendVerificationCode, verifyPageUrl } from "@/lib/auth/verification";
import { HttpError, readJson, route } from "@/lib/http";

export const POST = route(async (request) => {
  const { email } = await readJson(request, emailOnlySchema);
  const db = await getDb();
  const user = await findUserByEmail(db, email);
  // Answer alike whether or not the address has an unverified account, so this cannot probe who signed up.
  if (user && !user.emailVerifiedAt) {
    const result = await sendVerificationCode(db, user);
    if (!result.sent) {
      throw new HttpError(429, result.message, {}, { "Retry-After": String(result.retryAfterSeconds) });
    }
  }
  return Response.json({ message: "We have sent you a new code.", redirectTo: await verifyPageUrl(email) });
});
