import Link from "next/link";
import type { RefObject } from "react";
import { Logo } from "@/components/ui/Logo";
import {
  CloseIcon,
  GaugeIcon,
  HomeIcon,
  LightbulbIcon,
  LockIcon,
  MegaphoneIcon,
  PainPointIcon,
  SettingsIcon,
} from "@/components/ui/icons";
import { CHOOSE_PLAN } from "@/lib/core/app-links";
import type { ShellUser } from "./shell-user";
import { kinds } from "@/lib/core/kinds";

/** `plan`: the page generates, so it needs a plan (app/app/(plan)); without one its item leads to choosing a plan. */
const items = [
  { href: "/app/dashboard", label: "Dashboard", Icon: HomeIcon, plan: true },
  { href: kinds.pp.path, label: kinds.pp.label, Icon: PainPointIcon, plan: true },
  { href: kinds.ms.path, label: kinds.ms.label, Icon: MegaphoneIcon, plan: true },
  { href: kinds.iv.path, label: kinds.iv.label, Icon: GaugeIcon, plan: true },
  { href: "/app/ideas", label: "Ideas", Icon: LightbulbIcon, plan: false },
];

/**
 * The side menu: the logo, the app's pages (locked without a plan where they generate), the founder and Settings.
 * `visibility`: its display classes (it follows the width until the founder toggles it).
 */
export function SideMenu({
  user,
  pathname,
  visibility,
  menuRef,
  onClose,
  onChoose,
  onSettings,
}: {
  user: ShellUser;
  pathname: string;
  visibility: string;
  menuRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  onChoose: () => void;
  onSettings: () => void;
}) {
  return (
    <aside
      ref={menuRef}
      id="side-menu"
      data-print="hide"
      aria-label="Side menu"
      className={`${visibility} fixed inset-y-0 left-0 z-40 w-72 flex-col border-r border-line bg-white min-[1051px]:static min-[1051px]:shrink-0`}
    >
      {/* The panel runs the page's whole height; its contents stay in view as the page scrolls. */}
      <div className="flex min-h-0 flex-1 flex-col min-[1051px]:sticky min-[1051px]:top-0 min-[1051px]:h-dvh min-[1051px]:flex-none">
        <div className="flex h-16 items-center justify-between px-5">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="rounded-lg p-2 text-ink-600 hover:bg-surface min-[1051px]:hidden"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <nav aria-label="App" className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {items.map(({ href, label, Icon, plan }) => {
              const locked = plan && !user.hasPlan;
              const active = !locked && pathname.startsWith(href);
              return (
                <li key={href}>
                  <Link
                    href={locked ? CHOOSE_PLAN : href}
                    aria-current={active ? "page" : undefined}
                    onClick={onChoose}
                    className={`flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium ${active ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-surface hover:text-ink-950"}`}
                  >
                    <Icon className="size-5" />
                    {label}
                    {locked && (
                      <span title="Needs a plan" className="ml-auto flex shrink-0 items-center text-ink-500">
                        <LockIcon className="size-4" />
                        <span className="sr-only">: needs a plan</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-3 border-t border-line p-4">
          <span
            className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
            aria-hidden="true"
          >
            {user.fullName.charAt(0).toUpperCase()}
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold text-ink-950">{user.fullName}</span>
          <button
            type="button"
            onClick={onSettings}
            aria-label="Settings"
            className="rounded-lg p-2 text-ink-600 hover:bg-surface hover:text-ink-950"
          >
            <SettingsIcon className="size-5" />
          </button>
        </div>
      </div>
    </aside>
  );
}
