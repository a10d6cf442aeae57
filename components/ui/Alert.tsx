import type { ReactNode } from "react";

/** An inline message: errors are announced at once (role=alert), successes politely (role=status). */
export function Alert({
  tone,
  children,
  id,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
}) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-green-200 bg-green-50 text-green-800",
    info: "border-brand-200 bg-brand-50 text-brand-800",
  }[tone];
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm leading-relaxed [overflow-wrap:anywhere] ${styles}`}
    >
      {children}
    </div>
  );
}
