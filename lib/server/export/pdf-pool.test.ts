import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { PdfPool, PdfQueueFullError, PdfTimeoutError, PdfUserBusyError } from "./pdf-pool";
import type { PdfDocument } from "./pdf.mjs";

// Stand-in workers: each answers its message as told by the document's title, so the pool's bookkeeping is tested
// without drawing anything.
const FAKE = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, document }) => {
  const [what, ms] = document.title.split(":");
  setTimeout(() => {
    if (what === "crash") process.exit(3);
    if (what === "hang") return;
    if (what === "fail") return parentPort.postMessage({ id, error: "Error: boom" });
    parentPort.postMessage({ id, pdf: new TextEncoder().encode("%PDF-" + document.title) });
  }, Number(ms ?? 0));
});
`;

const doc = (title: string): PdfDocument => ({
  title,
  kindName: "Pain point report",
  date: null,
  demoLine: null,
  sections: [],
});
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

let pool: PdfPool;
let spawned = 0;
const makePool = (options: Partial<ConstructorParameters<typeof PdfPool>[0]> = {}) =>
  (pool = new PdfPool({
    workers: 1,
    queue: 2,
    perUserAtOnce: 10,
    timeoutMs: 5_000,
    spawn: () => (spawned++, new Worker(FAKE, { eval: true })),
    ...options,
  }));

afterEach(async () => {
  await pool.close();
  spawned = 0;
});

describe("the PDF pool", () => {
  it("draws one document per worker at a time, the rest from the queue", async () => {
    makePool({ workers: 2, queue: 4 });
    const done: string[] = [];
    const jobs = ["a:60", "b:60", "c:0", "d:0"].map((title) =>
      pool.render(doc(title), title).then((pdf) => done.push(text(pdf))),
    );
    expect(pool.drawing).toBe(2);
    expect(pool.waiting).toBe(2);
    await Promise.all(jobs);
    expect(done.sort()).toEqual(["%PDF-a:60", "%PDF-b:60", "%PDF-c:0", "%PDF-d:0"]);
    expect(pool.peakDrawing).toBe(2);
    expect(spawned).toBe(2);
  });

  it("refuses at once when every worker is busy and the queue is full", async () => {
    makePool({ workers: 1, queue: 2 });
    const accepted = ["a:100", "b:0", "c:0"].map((title) => pool.render(doc(title), title));
    await expect(pool.render(doc("d"), "d")).rejects.toBeInstanceOf(PdfQueueFullError);
    await Promise.all(accepted);
    // Once it has drained, work is taken again.
    expect(text(await pool.render(doc("e"), "e"))).toBe("%PDF-e");
  });

  it("lets one owner have perUserAtOnce documents in flight, and others theirs", async () => {
    makePool({ workers: 1, queue: 10, perUserAtOnce: 2 });
    const first = [pool.render(doc("a:50"), "ada"), pool.render(doc("b"), "ada")];
    await expect(pool.render(doc("c"), "ada")).rejects.toBeInstanceOf(PdfUserBusyError);
    const other = pool.render(doc("d"), "grace");
    await Promise.all([...first, other]);
    expect(text(await pool.render(doc("e"), "ada"))).toBe("%PDF-e");
  });

  it("fails the document of a worker that crashes or answers an error, and carries on with a new worker", async () => {
    makePool({ workers: 1, queue: 4 });
    const crashed = pool.render(doc("crash"), "a");
    const next = pool.render(doc("after"), "b");
    await expect(crashed).rejects.toThrow(/exit code 3/);
    expect(text(await next)).toBe("%PDF-after");
    expect(spawned).toBe(2);
    await expect(pool.render(doc("fail"), "c")).rejects.toThrow(/The PDF worker failed: Error: boom/);
    expect(spawned).toBe(2);
  });

  it("stops a drawing that takes longer than timeoutMs and replaces its worker", async () => {
    // Generous: starting the replacement worker counts against the next document's time on a busy machine.
    makePool({ workers: 1, queue: 4, timeoutMs: 3_000 });
    const hung = pool.render(doc("hang"), "a");
    const next = pool.render(doc("after"), "b");
    await expect(hung).rejects.toBeInstanceOf(PdfTimeoutError);
    expect(text(await next)).toBe("%PDF-after");
    expect(spawned).toBe(2);
    expect(pool.drawing).toBe(0);
  });
});
