"use client";

import Link from "next/link";

/** Shown when a page fails unexpectedly: no stack trace, a way to retry and a way home. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-5 px-4 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
        Something went wrong
      </h1>
      <p className="max-w-md text-ink-600">
        This page could not be shown just now. Nothing you saved is lost. Please try again in a moment.
      </p>
      <div className="flex gap-3">
        <button type="button" onClick={reset} className="btn-primary">
          Try again
        </button>
        <Link href="/" className="btn-secondary">
          Home
        </Link>
      </div>
    </main>
  );
}
