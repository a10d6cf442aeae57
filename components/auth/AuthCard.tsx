import type { ReactNode, Ref } from "react";

/** An auth page's card. `headingRef` lets a form that changes the card's state (a reset done) move the focus to its new title. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide,
  headingRef,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={`card w-full p-6 shadow-xl shadow-brand-900/5 sm:p-8 ${wide ? "max-w-3xl" : "max-w-md"}`}>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="outline-none font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl"
      >
        {title}
      </h1>
      {subtitle && <p className="mt-2 text-ink-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
