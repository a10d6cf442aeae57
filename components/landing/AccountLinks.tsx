"use client";

import Link from "next/link";
import { useSignedIn } from "./useSignedIn";

/** The navbar's account links: Log In and Create Account, or Dashboard for a browser that is signed in. */
export function AccountLinks() {
  if (useSignedIn()) {
    return (
      <Link href="/app/dashboard" className="btn-primary hidden min-h-10 px-4 text-sm sm:inline-flex">
        Dashboard
      </Link>
    );
  }
  return (
    <>
      <Link href="/auth/login" className="btn-ghost hidden min-h-10 text-sm sm:inline-flex">
        Log In
      </Link>
      <Link href="/auth/register" className="btn-primary hidden min-h-10 px-4 text-sm sm:inline-flex">
        Create Account
      </Link>
    </>
  );
}
