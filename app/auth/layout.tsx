import Link from "next/link";
import { Logo } from "@/components/ui/Logo";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-surface">
      <header className="container-page flex h-16 items-center">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        {children}
      </main>
      <footer className="container-page flex flex-wrap justify-center gap-x-6 gap-y-2 py-6 text-sm text-ink-600">
        <Link href="/privacy" className="hover:text-ink-950 hover:underline">
          Privacy Policy
        </Link>
        <Link href="/terms" className="hover:text-ink-950 hover:underline">
          Terms of Service
        </Link>
      </footer>
    </div>
  );
}
