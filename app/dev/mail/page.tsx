import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { listOutbox, outboxIsOpen } from "@/lib/server/email/outbox";

export const metadata: Metadata = { title: "Local Outbox", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The local outbox: every e-mail the app would have sent, newest first, for development without Resend. */
export default async function DevMailPage() {
  if (!outboxIsOpen()) notFound();
  const mails = await listOutbox(await getDb());
  return (
    <main id="main" className="container-page max-w-4xl py-10">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Local outbox</h1>
      <p className="mt-2 text-ink-600">
        No e-mail provider is configured, so e-mails land here instead of being sent. Newest first.
      </p>
      {mails.length === 0 && (
        <p className="card mt-8 p-6 text-ink-600">No e-mails yet. Create an account to see one.</p>
      )}
      <ol className="mt-8 space-y-6">
        {mails.map((mail) => (
          <li key={mail.id} className="card overflow-hidden">
            <div className="border-b border-line px-5 py-4">
              <h2 className="font-semibold text-ink-950">{mail.subject}</h2>
              <p className="mt-1 text-sm text-ink-600">
                To {mail.to} ·{" "}
                {new Date(mail.created_at).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short" })}
              </p>
            </div>
            <details className="px-5 py-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">Plain text</summary>
              <pre className="mt-3 text-sm whitespace-pre-wrap text-ink-700">{mail.text}</pre>
            </details>
            <iframe
              title={`HTML of ${mail.subject}`}
              srcDoc={mail.html}
              sandbox=""
              className="h-96 w-full border-t border-line"
            />
          </li>
        ))}
      </ol>
    </main>
  );
}
