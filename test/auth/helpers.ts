import { GET as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as register } from "@/app/api/auth/register/route";
import { lastCodeFor, TestClient, uniqueEmail } from "@/test/api";

export const PASSWORD = "correct horse battery";

/** Registers and verifies a new account through the API; the client ends signed in. */
export async function signUp(client = new TestClient(), name = "Ada Founder") {
  const email = uniqueEmail();
  const registered = await client.call(register, "/api/auth/register", {
    method: "POST",
    body: { name, email, password: PASSWORD },
  });
  const token = new URL(registered.body.redirectTo, "http://x").searchParams.get("token")!;
  const code = await lastCodeFor(email);
  const verified = await client.call(
    verifyEmail,
    `/api/auth/verify-email?userCode=${code}&token=${encodeURIComponent(token)}`,
  );
  return { client, email, verifyToken: token, accessToken: verified.body.token as string };
}
