import "server-only";
import { processGlobal } from "@/lib/server/process-global";
import { Worker } from "node:worker_threads";
import { brand } from "@/lib/core/brand";
import type { PdfColours, PdfDocument } from "./pdf.mjs";
import { exportPolicy } from "./policy";
import type { ReportKind } from "@/lib/core/kinds";
import { DEMO_LINE, reportDocument, type ExportedReport, type ExportExtras } from "@/lib/core/export/sections";

/**
 * PDFs are drawn off the thread that answers requests: react-pdf's layout is synchronous JavaScript, and a long report
 * held every other request of the process (health checks included) for as long as it took. A small pool of worker
 * threads (pdf-worker.mjs) takes one document each at a time from a bounded queue; a full queue, or a user with
 * several PDFs already in flight, is refused at once rather than queued without end.
 */

/** The queue is full: answered 503 with Retry-After. */
export class PdfQueueFullError extends Error {}
/** This user already has `perUserAtOnce` PDFs waiting or being drawn: answered 429 with Retry-After. */
export class PdfUserBusyError extends Error {}
/** The drawing took longer than `timeoutMs`; its worker was stopped. */
export class PdfTimeoutError extends Error {}

export interface PdfPoolOptions {
  workers: number;
  queue: number;
  perUserAtOnce: number;
  timeoutMs: number;
  /** Starts a worker thread (tests pass their own); the default runs pdf-worker.mjs. */
  spawn?: () => Worker;
}

interface Job {
  id: number;
  owner: string;
  document: PdfDocument;
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

type Answer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const colours: PdfColours = { ink: brand.ink, muted: brand.inkSoft, brand: brand.petrol };

// Next.js bundles this `new Worker(new URL(…))` (the worker and what it imports become a chunk of their own); Vitest
// and plain Node run the file as it is.
const spawnPdfWorker = () => new Worker(new URL("./pdf-worker.mjs", import.meta.url));

export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly perOwner = new Map<string, number>();
  private nextId = 1;
  /** The most documents that were being drawn at once (for the tests). */
  peakDrawing = 0;

  constructor(private readonly options: PdfPoolOptions) {}

  /** Documents waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Documents being drawn. */
  get drawing(): number {
    return this.slots.filter((slot) => slot.job).length;
  }

  /** Draws a document on a worker thread; refuses at once when the queue or the owner's share of it is full. */
  render(document: PdfDocument, owner: string): Promise<Uint8Array> {
    if ((this.perOwner.get(owner) ?? 0) >= this.options.perUserAtOnce) {
      return Promise.reject(new PdfUserBusyError("This user's PDFs are still being made."));
    }
    const idle = this.slots.some((slot) => !slot.job) || this.slots.length < this.options.workers;
    if (!idle && this.queue.length >= this.options.queue)
      return Promise.reject(new PdfQueueFullError("The PDF queue is full."));
    this.perOwner.set(owner, (this.perOwner.get(owner) ?? 0) + 1);
    const release = () => {
      const left = (this.perOwner.get(owner) ?? 1) - 1;
      if (left > 0) this.perOwner.set(owner, left);
      else this.perOwner.delete(owner);
    };
    return new Promise<Uint8Array>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        owner,
        document,
        resolve: (pdf) => (release(), resolve(pdf)),
        reject: (error) => (release(), reject(error)),
      });
      this.dispatch();
    });
  }

  /** Stops every worker; what was waiting or being drawn is rejected. */
  async close(): Promise<void> {
    const stopped = new Error("The PDF pool was closed.");
    for (const job of this.queue.splice(0)) job.reject(stopped);
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, stopped)));
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const slot =
        this.slots.find((candidate) => !candidate.job) ??
        (this.slots.length < this.options.workers ? this.spawn() : null);
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(
        () => this.retire(slot, new PdfTimeoutError("Drawing the PDF took too long.")),
        this.options.timeoutMs,
      );
      this.peakDrawing = Math.max(this.peakDrawing, this.drawing);
      slot.worker.postMessage({ id: job.id, document: job.document, colours });
    }
  }

  private spawn(): Slot {
    const worker = (this.options.spawn ?? spawnPdfWorker)();
    // An idle worker never keeps the process alive (server.mjs exits on its own after draining).
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null };
    worker.on("message", (answer: Answer) => {
      const job = slot.job;
      if (!job || job.id !== answer.id) return;
      clearTimeout(slot.timer!);
      slot.job = null;
      slot.timer = null;
      if ("pdf" in answer) job.resolve(answer.pdf);
      else job.reject(new Error(`The PDF worker failed: ${answer.error}`));
      this.dispatch();
    });
    worker.on("error", (error) => this.retire(slot, error));
    worker.on("exit", (code) => this.retire(slot, new Error(`The PDF worker stopped (exit code ${code}).`)));
    this.slots.push(slot);
    return slot;
  }

  /** Takes a worker out of the pool (crashed, stopped or too slow), fails its job, and lets the next job start anew. */
  private retire(slot: Slot, error: Error) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    void this.stop(slot, error);
    this.dispatch();
  }

  private async stop(slot: Slot, error: Error) {
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.timer = null;
    job?.reject(error);
    slot.worker.removeAllListeners("exit");
    await slot.worker.terminate();
  }
}

const pool = processGlobal<PdfPool>("launchlens.pdfPool");

/**
 * The process's pool, made on first use. Kept on globalThis: Next.js may evaluate this module more than once in one
 * process, and each copy would otherwise start workers of its own.
 */
export function pdfPool(): PdfPool {
  return pool.once(
    () =>
      new PdfPool({
        workers: exportPolicy.pdfWorkers,
        queue: exportPolicy.pdfQueue,
        perUserAtOnce: exportPolicy.pdfPerUserAtOnce,
        timeoutMs: exportPolicy.pdfTimeoutMs,
      }),
  );
}

/** A report as the worker draws it: the sections of the Markdown export, the demo line and quotes worded. */
export function pdfDocument(kind: ReportKind, report: ExportedReport, extras?: ExportExtras): PdfDocument {
  const limits = { ...exportPolicy.pdfExperiments };
  const { demo, sections, ...document } = reportDocument(
    kind,
    report,
    extras && { ...extras, limits, conversationLimit: exportPolicy.pdfConversationMessages },
  );
  return {
    ...document,
    demoLine: demo ? DEMO_LINE : null,
    sections: sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) =>
        block.type === "item"
          ? { ...block, quotes: block.quotes.map((quote) => `“${quote}” (from your evidence)`) }
          : block,
      ),
    })),
  };
}

/** A report as a PDF, drawn on the process's pool; `owner` (the user) is what pdfPerUserAtOnce counts. */
export function renderReportPdf(
  kind: ReportKind,
  report: ExportedReport,
  owner = "anonymous",
  extras?: ExportExtras,
): Promise<Uint8Array> {
  return pdfPool().render(pdfDocument(kind, report, extras), owner);
}
