"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { ACCOUNT_HASH } from "@/lib/core/app-links";
import { kindOfPath } from "@/lib/core/kinds";
import { AppToolbar } from "./AppToolbar";
import { LoadReportsModal } from "./LoadReportsModal";
import { NoPlanBanner } from "./NoPlanBanner";
import { PlanProvider } from "./plan";
import { ReportsProvider } from "./ReportsProvider";
import { SettingsModal } from "./SettingsModal";
import { SideMenu } from "./SideMenu";
import { Toast } from "./Toast";
import { useDrawerFocus } from "./useDrawerFocus";
import type { ShellUser } from "./shell-user";
import { useSaveReport } from "./useSaveReport";

/** The side menu starts open above this width and closes after a choice at or below it (docs/ARCHITECTURE.md). */
export const MENU_BREAKPOINT = 1050;

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  return (
    <ReportsProvider>
      <PlanProvider hasPlan={user.hasPlan}>
        <Shell user={user}>{children}</Shell>
      </PlanProvider>
    </ReportsProvider>
  );
}

function Shell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const pathname = usePathname();
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

  const { canSave, alreadySaved, saving, save } = useSaveReport(kindOfPath(pathname), setToast);

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
      <SideMenu
        user={user}
        pathname={pathname}
        visibility={menuClasses}
        menuRef={drawer}
        onClose={closeMenu}
        onChoose={() => {
          if (narrow()) setMenuOpen(false);
        }}
        onSettings={() => setModal("settings")}
      />

      <div className="flex min-w-0 flex-1 flex-col">
        <AppToolbar
          user={user}
          menuOpen={menuOpen}
          menuButtonRef={menuButton}
          onToggleMenu={() => setMenuOpen(!menuOpen)}
          canSave={canSave}
          saving={saving}
          alreadySaved={alreadySaved}
          onSave={save}
          onLoad={() => {
            setLoadKey((key) => key + 1);
            setModal("load");
          }}
        />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full min-w-0 max-w-5xl flex-1 outline-none px-4 py-8 sm:px-8 min-[1400px]:max-w-6xl print:max-w-none print:p-0"
        >
          {!user.hasPlan && <NoPlanBanner closedPages={user.closedPages} />}
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
