import type { Metadata } from "next";
import { TryWorkspace } from "@/components/tries/TryWorkspace";

// The visitor's own try: readable only from their browser, so never indexed.
export const metadata: Metadata = {
  title: "Free idea validation",
  robots: { index: false, follow: false },
};

export default function TryPage() {
  return (
    <div className="container-page py-10 sm:py-14">
      <TryWorkspace />
    </div>
  );
}
