"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Logo } from "@/components/ui/Logo";
import {
  CloseIcon,
  FolderIcon,
  GaugeIcon,
  HomeIcon,
  LightbulbIcon,
  LockIcon,
  MegaphoneIcon,
  MenuIcon,
  PainPointIcon,
  SaveIcon,
  SettingsIcon,
} from "@/components/ui/icons";
import { ACCOUNT_HASH, CHOOSE_PLAN } from "@/lib/app-links";
import { daysLeftLabel } from "@/lib/billing/trial";
import { formatDate } from "@/lib/format";
import { api } from "@/lib/client/api";
import type { Report } from "./ReportsProvider";
import { slotOfPath, tools } from "@/lib/client/tools";
import { LoadReportsModal } from "./LoadReportsModal";
import { ReportsProvider, useReports } from "./ReportsProvider";
import { SettingsModal } from "./SettingsModal";
import { Toast } from "./Toast";
import { useDrawerFocus } from "./useDrawerFocus";

/** The side menu starts open above this width and closes after a choice at or below it (docs/ARCHITECTURE.md). */
export const MENU_BREAKPOINT = 1050;

/** `plan`: the page generates, so it needs a plan (app/app/(plan)); without one its item leads to choosing a plan. */
const items = [
  { href: "/app/dashboard", label: "Dashboard", Icon: HomeIcon, plan: true },
  { href: tools.pp.path, label: tools.pp.label, Icon: PainPointIcon, plan: true },
  { href: tools.ms.path, label: tools.ms.label, Icon: MegaphoneIcon, plan: true },
  { href: tools.iv.path, label: tools.iv.label, Icon: GaugeIcon, plan: true },
  { href: "/app/ideas", label: "Ideas", Icon: LightbulbIcon, plan: false },
];

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

export interface ShellUser {
  fullName: string;
  email: string;
  hasPassword: boolean;
  /** Whole days left of the free trial, or null when not on one. */
  trialDaysLeft: number | null;
  /** Whether the plan is live now: without one the library and Your Account stay open, generating does not. */
  hasPlan: boolean;
  /** When a cancelled plan ends (ISO), or null when it renews or there is none. */
  accessEndsAt: string | null;
}

export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  return (
    <ReportsProvider>
      <Shell user={user}>{children}</Shell>
    </ReportsProvider>
  );
}

function Shell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const pathname = usePathname();
  const { slots, show } = useReports();
  // null until the user toggles it: the menu then follows the width (in CSS too, so server and browser agree).
  const [menuChoice, setMenuOpen] = useState<boolean | null>(null);
  const wide = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth > MENU_BREAKPOINT,
    () => true,
  );
  const menuOpen = menuChoice ?? wide;
  const [loadKey, setLoadKey] = useState(0);
  const [modal, setModal] = useState<"settings" | "load" | null>(null);
  const [toast, setToast] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const narrow = () => window.innerWidth <= MENU_BREAKPOINT;
  const drawer = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Choose-plan's "Your Account" link lands here with #account: open it, and drop the hash so a reload does not.
  useEffect(() => {
    if (window.location.hash !== ACCOUNT_HASH) return;
    const frame = requestAnimationFrame(() => {
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
      setModal("settings");
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  // On a narrow screen the open menu is a modal drawer: focus inside, trapped, Escape closes.
  useDrawerFocus(menuChoice === true && !wide, drawer, menuButton, closeMenu);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 2_000);
    return () => clearTimeout(timer);
  }, [toast]);

  const slot = slotOfPath(pathname);
  const current = slot ? slots[slot] : null;
  const canSave = Boolean(slot && current?.report && current.status === "done");
  const alreadySaved = current?.report?.saved === true;

  const [saving, setSaving] = useState(false);

  /**
   * Pins the report into the saved lists. A report from the history (it has an id) is pinned where it is, once; with
   * history off it is stored by the kind's `save-…` call (docs/API.md). Either way the slot then holds the saved report.
   */
  async function save() {
    if (!slot || !current?.report || saving || alreadySaved) return;
    setSaving(true);
    const failed = { text: "Failed to save report. Please try again.", tone: "error" as const };
    try {
      const tool = tools[slot];
      const report = current.report;
      if (typeof report.id === "string") {
        const { ok, data } = await api<{ report: Report }>(`/api/data/reports/${report.id}/save`, { method: "POST" });
        if (ok) show(slot, data.report);
        const text = data.message === "This report is already saved." ? data.message : "Report saved successfully!";
        setToast(ok ? { text, tone: "success" } : failed);
      } else {
        const { ok, data } = await api<Report>(tool.save, {
          method: "POST",
          body: {
            data: report,
            prompt: sessionStorage.getItem(tool.storageKey) ?? "",
            evidence: sessionStorage.getItem(tool.evidenceKey) || undefined,
          },
        });
        if (ok) show(slot, data);
        setToast(ok ? { text: "Report saved successfully!", tone: "success" } : failed);
      }
    } catch {
      setToast(failed);
    }
    setSaving(false);
  }

  const menuClasses = menuChoice === null ? "hidden min-[1051px]:flex" : menuChoice ? "flex" : "hidden";

  return (
    <div className="flex min-h-dvh bg-surface print:bg-white">
      {/* The first stop of the keyboard: past the side menu and the toolbar, to the page itself. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-ink-950 focus:shadow-lg"
      >
        Skip to main content
      </a>
      {menuChoice && (
        <button
          type="button"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setMenuOpen(false)}
          className="fixed inset-0 z-30 bg-ink-950/40 min-[1051px]:hidden"
        />
      )}
      <aside
        ref={drawer}
        id="side-menu"
        data-print="hide"
        aria-label="Side menu"
        className={`${menuClasses} fixed inset-y-0 left-0 z-40 w-72 flex-col border-r border-line bg-white min-[1051px]:sticky min-[1051px]:top-0 min-[1051px]:h-dvh`}
      >
        <div className="flex h-16 items-center justify-between px-5">
          <Logo />
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
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
                    onClick={() => {
                      if (narrow()) setMenuOpen(false);
                    }}
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
            onClick={() => setModal("settings")}
            aria-label="Settings"
            className="rounded-lg p-2 text-ink-600 hover:bg-surface hover:text-ink-950"
          >
            <SettingsIcon className="size-5" />
          </button>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-line bg-white/90 px-4 backdrop-blur print:hidden">
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen(!menuOpen)}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            aria-label="Toggle menu"
            className="rounded-lg p-2 text-ink-700 hover:bg-surface"
          >
            <MenuIcon className="size-6" />
          </button>
          <div className="flex-1" />
          {user.hasPlan && user.accessEndsAt ? (
            <Link
              href="/app/billing"
              className="hidden rounded-full px-3 py-1 text-xs font-semibold text-ink-600 hover:bg-surface hover:text-ink-950 sm:inline-flex"
            >
              Cancelled: access until {formatDate(user.accessEndsAt)}
            </Link>
          ) : (
            user.trialDaysLeft !== null && (
              <Link
                href="/app/billing"
                className="hidden rounded-full px-3 py-1 text-xs font-semibold text-ink-600 hover:bg-surface hover:text-ink-950 sm:inline-flex"
              >
                Trial: {daysLeftLabel(user.trialDaysLeft)}
              </Link>
            )
          )}
          {!user.hasPlan && (
            <div className="hidden sm:block">
              <Link href={CHOOSE_PLAN} className="btn-primary min-h-10 px-4 text-sm">
                Choose a plan
              </Link>
            </div>
          )}
          {canSave && (
            <button
              type="button"
              onClick={save}
              disabled={saving || alreadySaved}
              aria-busy={saving}
              className="btn-primary min-h-10 px-4 text-sm disabled:opacity-60"
            >
              <SaveIcon className="size-5" />
              {alreadySaved ? "Saved" : "Save Report"}
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              setLoadKey((key) => key + 1);
              setModal("load");
            }}
            className="btn-secondary min-h-10 px-4 text-sm"
          >
            <FolderIcon className="size-5" />
            Load Reports
          </button>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full min-w-0 max-w-5xl flex-1 outline-none px-4 py-8 sm:px-8 min-[1400px]:max-w-6xl print:max-w-none print:p-0"
        >
          {!user.hasPlan && <NoPlanBanner />}
          {children}
        </main>
      </div>

      <SettingsModal open={modal === "settings"} onClose={() => setModal(null)} user={user} />
      {/* A new instance for each opening: its tab follows the page and its pages start at 1. */}
      <LoadReportsModal key={loadKey} open={modal === "load"} onClose={() => setModal(null)} pathname={pathname} />
      <Toast message={toast} />
    </div>
  );
}

/** Without a plan: what still works (everything the founder made) and the way to generate again. */
function NoPlanBanner() {
  return (
    <section
      aria-labelledby="no-plan-title"
      data-print="hide"
      className="mb-8 flex flex-wrap items-center gap-4 rounded-xl border border-brand-200 bg-brand-50 px-5 py-4 print:hidden"
    >
      <div className="min-w-0 flex-1 basis-72">
        <h2 id="no-plan-title" className="font-semibold text-brand-900">
          You have no active plan
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-brand-900">
          Your ideas and reports stay yours: open, export, stop sharing and delete them, and manage your account.
          Generating new reports needs a plan.
        </p>
      </div>
      <Link href={CHOOSE_PLAN} className="btn-primary min-h-10 shrink-0 px-4 text-sm">
        Choose a plan
      </Link>
    </section>
  );
}
