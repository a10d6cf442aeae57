// The PDF worker thread: draws one document at a time for lib/server/export/pdf-pool.ts. Each message is
// { id, document, colours }; each answer { id, pdf } (its buffer transferred) or { id, error }.
import { parentPort } from "node:worker_threads";
import { drawReport } from "./pdf.mjs";

parentPort.on("message", async ({ id, document, colours }) => {
  try {
    const pdf = await drawReport(document, colours);
    parentPort.postMessage({ id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
