import Link from "next/link";
import { brand } from "@/lib/core/brand";

/** The lens mark and wordmark; links home. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link href="/" className={`inline-flex items-center gap-2 text-ink-950 ${className}`}>
      <LogoMark className="size-8" />
      <span className="font-serif text-xl font-semibold tracking-tight">LaunchLens</span>
    </Link>
  );
}

/** A lens with a spark leaving it: the idea that comes into focus and launches. Same drawing as app/icon.svg. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill={brand.petrol} />
      <circle cx="14.5" cy="17.5" r="8" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="14.5" cy="17.5" r="2.5" fill="#fff" fillOpacity="0.55" />
      <circle cx="22.5" cy="9.5" r="3.5" fill={brand.flare} stroke={brand.petrol} strokeWidth="1.5" />
    </svg>
  );
}
