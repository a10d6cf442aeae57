import { getDb } from "@/db";
import { requireCaller } from "@/lib/server/auth/current-user";
import { PASSWORD_CHANGED, updatePassword } from "@/lib/server/auth/passwords";
import { updatePasswordSchema } from "@/lib/server/auth/schemas";
import { revokeOtherSessions } from "@/lib/server/auth/sessions";
import { readJson, route, methods, json } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(async (request) => {
    const db = await getDb();
    const caller = await requireCaller(db, request);
    const input = await readJson(request, updatePasswordSchema);
    await updatePassword(db, caller.user, input);
    await revokeOtherSessions(db, caller.user.id, caller.sessionId);
    return json({ message: PASSWORD_CHANGED });
  }),
});
