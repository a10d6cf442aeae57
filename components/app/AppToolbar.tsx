import Link from "next/link";
import type { RefObject } from "react";
import { FolderIcon, MenuIcon, SaveIcon } from "@/components/ui/icons";
import { CHOOSE_PLAN } from "@/lib/core/app-links";
import { daysLeftLabel } from "@/lib/core/billing/trial";
import { formatDate } from "@/lib/core/format";
import type { ShellUser } from "./shell-user";

/** The bar above every app page: the menu toggle, the plan's state, Save Report (on a finished report) and Load Reports. */
export function AppToolbar({
  user,
  menuOpen,
  menuButtonRef,
  onToggleMenu,
  canSave,
  saving,
  alreadySaved,
  onSave,
  onLoad,
}: {
  user: ShellUser;
  menuOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu: () => void;
  canSave: boolean;
  saving: boolean;
  alreadySaved: boolean;
  onSave: () => void;
  onLoad: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-line bg-white/90 px-4 backdrop-blur print:hidden">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onToggleMenu}
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
          className="inline-flex rounded-full px-2 py-1 text-xs font-semibold whitespace-nowrap text-ink-600 hover:bg-surface hover:text-ink-950 sm:px-3"
        >
          <span className="max-sm:sr-only">Cancelled: access until </span>
          <span className="sm:hidden" aria-hidden="true">
            Until{" "}
          </span>
          {formatDate(user.accessEndsAt)}
        </Link>
      ) : (
        user.trialDaysLeft !== null && (
          <Link
            href="/app/billing"
            className="inline-flex rounded-full px-2 py-1 text-xs font-semibold whitespace-nowrap text-ink-600 hover:bg-surface hover:text-ink-950 sm:px-3"
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
          onClick={onSave}
          disabled={saving || alreadySaved}
          aria-busy={saving}
          className="btn-primary min-h-10 px-4 text-sm disabled:opacity-60"
        >
          <SaveIcon className="size-5" />
          <span className="max-sm:sr-only">{alreadySaved ? "Saved" : "Save Report"}</span>
        </button>
      )}
      <button type="button" onClick={onLoad} className="btn-secondary min-h-10 px-4 text-sm">
        <FolderIcon className="size-5" />
        <span className="max-sm:sr-only">Load Reports</span>
      </button>
    </header>
  );
}
