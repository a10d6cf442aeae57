"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Suspense } from "react";

/** After an account is deleted the app lands on / with ?account=deleted: this says it was done. */
function Notice() {
  const router = useRouter();
  if (useSearchParams().get("account") !== "deleted") return null;
  return (
    <div
      role="status"
      className="border-b border-green-200 bg-green-50 px-4 py-3 text-center text-sm font-semibold text-green-900"
    >
      Your account has been deleted.
      <button
        type="button"
        className="ml-3 font-normal underline underline-offset-2"
        onClick={() => router.replace("/", { scroll: false })}
      >
        Dismiss
      </button>
    </div>
  );
}

/** The landing stays prerendered: the query is read in the browser only (the Suspense boundary renders nothing on the server). */
export function AccountDeletedNotice() {
  return (
    <Suspense fallback={null}>
      <Notice />
    </Suspense>
  );
}
