"use client";

import Link from "next/link";
import { useRef } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { sectionLinks } from "./sectionLinks";
import { useSignedIn } from "./useSignedIn";

const MENU_ID = "mobile-menu";

/**
 * The small-screen menu, on the browser's popover: Escape and a click outside close it natively; choosing a link
 * closes it too, since an in-page link would otherwise leave it open over the section it scrolled to. It offers the
 * header's section links (Features, Pricing, FAQ) and Contact.
 */
export function MobileMenu() {
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();
  const signedIn = useSignedIn();

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="btn-ghost min-h-11 px-2.5 md:hidden"
        aria-label="Open menu"
      >
        <MenuIcon className="size-6" />
      </button>
      <div
        id={MENU_ID}
        ref={panel}
        popover="auto"
        aria-label="Menu"
        className="menu-panel w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-3 text-ink-900 shadow-xl"
      >
        <div className="flex items-center justify-between px-2 pb-2">
          <span className="text-sm font-semibold text-ink-600">Menu</span>
          <button
            type="button"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            className="rounded-lg p-2 text-ink-600 hover:bg-surface"
            aria-label="Close menu"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <ul className="flex flex-col">
          {[...sectionLinks, { href: "/#contact", label: "Contact" }].map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={close}
                className="block rounded-lg px-3 py-3 font-medium hover:bg-surface"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2 grid gap-2 border-t border-line pt-3">
          {signedIn ? (
            <Link href="/app/dashboard" onClick={close} className="btn-primary">
              Dashboard
            </Link>
          ) : (
            <>
              <Link href="/auth/login" onClick={close} className="btn-secondary">
                Log In
              </Link>
              <Link href="/auth/register" onClick={close} className="btn-primary">
                Create Account
              </Link>
            </>
          )}
        </div>
      </div>
    </>
  );
}
