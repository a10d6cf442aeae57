import type { Metadata } from "next";
import { TryWorkspace } from "@/components/tries/TryWorkspace";

// The visitor's own try: readable only from their browser, so never indexed.
export const metadata: Metadata = {
  title: "Free idea validation",
  robots: { index: false, follow: false },
};

export default function TryPage() {
  return (
    // At least a screen high: the page opens with the form (inert until the server says this browser has no try) and
    // may then show a report, which is taller, so the footer would move up the first screen and back (CLS 0.09 in
    // Lighthouse); below the fold, nothing visible shifts.
    <div className="container-page min-h-[calc(100dvh-4rem)] py-10 sm:py-14">
      <TryWorkspace />
    </div>
  );
}
