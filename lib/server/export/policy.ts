import "server-only";
import { availableParallelism } from "node:os";

/** The numbers of the export rules, in one place. */
export const exportPolicy = {
  // PDF worker threads per process: one core is left to the thread that answers requests (two at most: each holds
  // its own copy of react-pdf and the fonts, some 60 MB).
  pdfWorkers: Math.max(1, Math.min(2, availableParallelism() - 1)),
  // PDFs waiting for a worker, beyond those being drawn; past it the export answers 503 with Retry-After. A long
  // report takes a worker a few hundred milliseconds, so a full queue clears within seconds.
  pdfQueue: 16,
  // PDFs one user may have waiting or being drawn in this process at once (429 past it): one founder's burst never
  // fills the queue for everyone.
  pdfPerUserAtOnce: 4,
  // A drawing that takes longer is stopped (its worker is replaced) and answered 503.
  pdfTimeoutMs: 30_000,
  // Seconds a refused export is told to wait (Retry-After) when the queue is full or the user's PDFs are in flight.
  busyRetryAfterSeconds: 5,
  // How much of an idea's experiments a PDF draws (export?experiments=1): the first 20, soonest due, with 1,500
  // characters of each one's evidence and its 3 latest earlier results; the Markdown file has them all. At the fields'
  // limits 50 experiments ran past pdfTimeoutMs; 20 so cut draw in a few seconds.
  pdfExperiments: { experiments: 20, evidenceChars: 1_500, history: 3 },
  // How many of a report's conversation's messages a PDF draws (export?conversation=1): the first 40 (20 questions
  // and their answers, each answer at most some 6,000 characters); the Markdown file has all 100 a thread may hold.
  pdfConversationMessages: 40,
  limits: {
    // Per user, across instances (lib/server/rate-limit.ts). Generous for a founder sending reports around; a script
    // exporting in a loop is slowed.
    pdfPerUser: { limit: 30, windowMs: 10 * 60_000 },
    markdownPerUser: { limit: 120, windowMs: 10 * 60_000 },
  },
} as const;
