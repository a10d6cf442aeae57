import NextAuth from "next-auth";
import { googleAuthOptions } from "@/lib/auth/google";
import { requestForNextAuth } from "@/lib/auth/next-auth-request";
import { route } from "@/lib/http";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own endpoints (signin, callback, csrf, error); our calls are static routes beside it and win. */
const handler = route<Context>(async (request, context) => NextAuth(googleAuthOptions())(await requestForNextAuth(request), context));

export { handler as GET, handler as POST };

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET: handler, POST: handler });
