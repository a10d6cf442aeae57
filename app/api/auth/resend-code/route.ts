import { getDb } from "@/db";
import { resendCode } from "@/lib/server/auth/registration";
import { resendCodeSchema } from "@/lib/server/auth/schemas";
import { readJson, route, methods, json } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(async (request) => {
    const input = await readJson(request, resendCodeSchema);
    return json(await resendCode(await getDb(), input));
  }),
});
