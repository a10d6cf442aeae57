import Link from "next/link";
import { Logo } from "@/components/ui/Logo";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Page not found</h1>
      <p className="max-w-md text-ink-600">The page you asked for does not exist or has moved.</p>
      <Link href="/" className="btn-primary">
        Back to the home page
      </Link>
    </main>
  );
}
