"use client";

import { signIn } from "next-auth/react";
import { useEffect } from "react";

/** next-auth starts OAuth with a CSRF-protected POST; this makes it for the visitor and follows it to Google. */
export function GoogleRedirect() {
  useEffect(() => {
    void signIn("google", { callbackUrl: "/api/auth/google/complete" });
  }, []);
  return null;
}
