import NextAuth from "next-auth";
import { googleAuthOptions } from "@/lib/auth/google";
import { requestForNextAuth } from "@/lib/auth/next-auth-request";
import { route } from "@/lib/http";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's own endpoints (signin, callback, csrf, error); our calls are static routes beside it and win. */
const handler = route<Context>(async (request, context) => NextAuth(googleAuthOptions())(await requestForNextAuth(request), context));

export { handler as GET, handler as POST };
