import Link from "next/link";
import { Logo } from "@/components/ui/Logo";
import { site } from "@/lib/core/site";

export function Footer() {
  return (
    <footer id="contact" className="border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-600">
            AI reports that tell founders what customers struggle with, how to reach them, and whether the idea is worth
            building.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-ink-950">Contact</h2>
          <p className="mt-3 text-sm text-ink-600">
            Questions, feedback or a billing problem? We answer within a working day.
          </p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {site.contactEmail}
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-ink-950">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link href="/privacy" className="text-ink-600 hover:text-ink-950 hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms" className="text-ink-600 hover:text-ink-950 hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-sm text-ink-600">
          © {new Date().getFullYear()} LaunchLens. Made in the UK.
        </p>
      </div>
    </footer>
  );
}
