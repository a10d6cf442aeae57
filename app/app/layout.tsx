import { requirePaidUser } from "@/lib/auth/session-user";

/** Every page of the app needs a live session and a plan; the proxy only did the quick token check. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  await requirePaidUser();
  return <div className="min-h-dvh bg-surface">{children}</div>;
}
