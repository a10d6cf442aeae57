import { getDb } from "@/db";
import { authPolicy } from "@/lib/core/auth/policy";
import { register } from "@/lib/server/auth/registration";
import { registerSchema } from "@/lib/server/auth/schemas";
import { clientAddress, HttpError, readJson, route, methods, json } from "@/lib/server/http";
import { consume } from "@/lib/server/rate-limit";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(async (request) => {
    const db = await getDb();
    const quota = await consume(db, `register:${clientAddress(request)}`, authPolicy.limits.registrationsPerClient);
    if (!quota.allowed) {
      throw new HttpError(
        429,
        "Too many sign-ups from this network. Please try again later.",
        {},
        {
          "Retry-After": String(quota.retryAfterSeconds),
        },
      );
    }
    const input = await readJson(request, registerSchema);
    const { redirectTo } = await register(db, input);
    return json({ message: `We have sent a 6-digit code to ${input.email}.`, redirectTo }, { status: 201 });
  }),
});
