import Link from "next/link";

/** An id that is not one of the user's reports (someone else's, deleted, or never made): said the same way for all. */
export default function ReportNotFound() {
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <p className="eyebrow">404</p>
      <h1 className="mt-1 font-serif text-3xl font-semibold tracking-tight text-ink-950">Report not found</h1>
      <p className="mt-3 text-ink-600">
        There is no report at this address in your library. It may have been deleted, or it belongs to another account.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/app/ideas" className="btn-primary min-h-10 px-4 text-sm">
          Your ideas
        </Link>
        <Link href="/app/dashboard" className="btn-secondary min-h-10 px-4 text-sm">
          Dashboard
        </Link>
      </div>
    </div>
  );
}
