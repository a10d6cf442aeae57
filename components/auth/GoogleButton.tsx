import { calls } from "@/lib/core/api/calls";

/** Google sign-in is a plain link: the server starts the OAuth flow. Shown only when Google is configured. */
export function GoogleButton() {
  return (
    <div>
      {/* A route handler, not a page: it needs a full navigation, which next/link would not make. */}
      <a href={calls.googleSignIn.path} className="btn-secondary w-full">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
          <path
            fill="#4285F4"
            d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23Z"
          />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8Z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
          />
        </svg>
        Continue with Google
      </a>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-ink-600" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
