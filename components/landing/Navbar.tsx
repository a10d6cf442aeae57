import Link from "next/link";
import { Logo } from "@/components/ui/Logo";
import { AccountLinks } from "./AccountLinks";
import { MobileMenu } from "./MobileMenu";
import { sectionLinks } from "./sectionLinks";

export function Navbar() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="btn-ghost min-h-10 text-sm">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <AccountLinks />
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
