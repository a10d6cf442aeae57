import { getDb } from "@/db";
import { RESET_LINK_SENT, requestPasswordReset } from "@/lib/server/auth/passwords";
import { emailOnlySchema } from "@/lib/server/auth/schemas";
import { readJson, route, methods, json } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(async (request) => {
    const { email } = await readJson(request, emailOnlySchema);
    await requestPasswordReset(await getDb(), email);
    return json({ message: RESET_LINK_SENT });
  }),
});
