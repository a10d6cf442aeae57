import type { ReactNode } from "react";

export function AuthCard({ title, subtitle, children, wide }: { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`card w-full p-6 shadow-xl shadow-brand-900/5 sm:p-8 ${wide ? "max-w-3xl" : "max-w-md"}`}>
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-ink-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
