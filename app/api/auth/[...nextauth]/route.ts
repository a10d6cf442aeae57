import NextAuth from "next-auth";
import { googleAuthOptions } from "@/lib/auth/google";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's own endpoints (signin, callback, csrf, error); our calls are static routes beside it and win.
async function handler(request: Request, context: Context) {
  return NextAuth(googleAuthOptions())(request, context);
}

export { handler as GET, handler as POST };
