import "server-only";
import type { NextAuthOptions } from "next-auth";
import GoogleProvider from "next-auth/providers/google";
import { getEnv } from "@/lib/server/env";

// What our callbacks below add to next-auth's types: Google's profile says whether the address is verified, and the
// JWT and the session carry the Google account's id.
declare module "next-auth" {
  interface Profile {
    email_verified?: boolean;
  }
  interface Session {
    googleSubject?: string;
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    googleSubject?: string;
  }
}

/**
 * next-auth runs only the Google OAuth dance. Its short-lived JWT cookie carries the verified Google identity to
 * /api/auth/google/complete, which turns it into a LaunchLens session and clears next-auth's cookie.
 */
export function googleAuthOptions(): NextAuthOptions {
  const env = getEnv();
  // next-auth builds its callback URLs from NEXTAUTH_URL; ours is APP_URL.
  process.env.NEXTAUTH_URL ??= env.APP_URL;
  const issuer = env.GOOGLE_ISSUER;
  return {
    secret: env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: 10 * 60 },
    pages: { signIn: "/auth/login", error: "/auth/error" },
    providers: env.GOOGLE_CLIENT_ID
      ? [
          GoogleProvider({
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET!,
            ...(issuer ? { issuer, wellKnown: `${issuer}/.well-known/openid-configuration` } : {}),
          }),
        ]
      : [],
    callbacks: {
      async signIn({ profile }) {
        const verified = profile?.email_verified === true;
        return verified ? true : "/auth/error?error=GoogleEmailNotVerified";
      },
      async jwt({ token, account, profile }) {
        if (account?.provider === "google" && profile) {
          token.googleSubject = account.providerAccountId;
          token.email = profile.email;
          token.name = profile.name;
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, googleSubject: token.googleSubject };
      },
    },
  };
}

export const NEXT_AUTH_COOKIES = [
  "next-auth.session-token",
  "__Secure-next-auth.session-token",
  "next-auth.callback-url",
  "__Secure-next-auth.callback-url",
  "next-auth.csrf-token",
  "__Host-next-auth.csrf-token",
  "next-auth.pkce.code_verifier",
  "__Secure-next-auth.pkce.code_verifier",
  "next-auth.state",
  "__Secure-next-auth.state",
];
