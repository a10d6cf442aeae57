import { Resend } from "resend";
import type { Db } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { getEnv, modesOf } from "@/lib/env";
import { HttpError } from "@/lib/http";
import type { EmailContent } from "./templates";

const DELIVERY_FAILED = "We could not send the e-mail just now. Please try again in a minute.";

/**
 * Sends one e-mail: through Resend when configured, otherwise into the local outbox (the server log and /dev/mail).
 */
export async function sendEmail(db: Db, to: string, content: EmailContent): Promise<void> {
  const env = getEnv();
  if (modesOf(env).mail === "resend") {
    const resend = new Resend(env.RESEND_API_KEY, env.RESEND_BASE_URL ? { baseUrl: env.RESEND_BASE_URL } : undefined);
    const { error } = await resend.emails.send({ from: env.EMAIL_FROM, to, ...content });
    if (error) {
      console.error(`[mail] Resend refused the e-mail to ${to}: ${error.message}`);
      throw new HttpError(502, DELIVERY_FAILED);
    }
    return;
  }
  await db.insert(emailOutbox).values({ to, ...content });
  console.log(`[mail] to ${to}: ${content.subject}\n${content.text}\n`);
}
