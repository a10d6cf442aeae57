import Link from "next/link";

/** The lens mark and wordmark; links home. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2 font-bold text-ink-950 ${className}`}>
      <LogoMark className="size-8" />
      <span className="text-lg tracking-tight">LaunchLens</span>
    </Link>
  );
}

export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#4f46e5" />
      <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M19.5 19.5 25 25" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M11 15.5l2-2.5 2 1.5 2.5-3.5" fill="none" stroke="#c7d2fe" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
