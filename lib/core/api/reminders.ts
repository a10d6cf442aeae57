import { z } from "zod";

export const BAD_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Open it from the reminder e-mail again, or turn reminders off in Your Account.";

/** `POST /api/reminders/unsubscribe`: the e-mail's token, in the JSON body or (one-click) in the address. */
export const unsubscribeBody = z.object({
  token: z.string({ error: BAD_UNSUBSCRIBE_LINK }).max(200, BAD_UNSUBSCRIBE_LINK),
});
