import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/AuthCard";
import { Spinner } from "@/components/ui/Spinner";
import { GoogleRedirect } from "./GoogleRedirect";

export const metadata: Metadata = { title: "Continue with Google", robots: { index: false } };

export default function GooglePage() {
  return (
    <AuthCard title="Continue with Google">
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <Spinner /> Taking you to Google…
      </p>
      <GoogleRedirect />
    </AuthCard>
  );
}
