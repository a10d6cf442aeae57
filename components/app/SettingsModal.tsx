"use client";

import Link from "next/link";
import { useState } from "react";
import { LogoutButton } from "@/components/auth/LogoutButton";
import { ManageSubscriptionButton } from "@/components/billing/ManageSubscriptionButton";
import { Modal } from "@/components/ui/Modal";
import { ChangePassword } from "./ChangePassword";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { DownloadData } from "./DownloadData";
import { LibrarySettings } from "./LibrarySettings";
import { ReminderSetting } from "./ReminderSetting";

/** "Your Account": password, subscription, log out, delete (docs/ARCHITECTURE.md). Open with or without a plan. */
export function SettingsModal({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: { fullName: string; email: string; hasPassword: boolean; hasPlan: boolean };
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title="Your Account">
      <div className="space-y-6">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink-950 [overflow-wrap:anywhere]">{user.fullName}</p>
          <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">{user.email}</p>
        </div>
        <ChangePassword hasPassword={user.hasPassword} />
        {open && <LibrarySettings />}
        {open && <ReminderSetting />}
        <DownloadData />
        <div className="flex flex-wrap gap-3 border-t border-line pt-5">
          {user.hasPlan ? (
            <ManageSubscriptionButton />
          ) : (
            <Link href="/auth/choose-plan" className="btn-secondary">
              Choose a plan
            </Link>
          )}
          <LogoutButton />
        </div>
        <div className="space-y-2 border-t border-line pt-5">
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="btn border border-red-200 bg-white text-red-700 hover:bg-red-50"
          >
            Delete Account
          </button>
        </div>
      </div>
      {open && (
        <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} hasPassword={user.hasPassword} />
      )}
    </Modal>
  );
}
