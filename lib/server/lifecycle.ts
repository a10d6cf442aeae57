import "server-only";
import { processGlobal } from "@/lib/server/process-global";
import { closeDatabase } from "@/db";

/**
 * What the production server (server.mjs, outside the Next.js bundle) needs from the app to stop cleanly: what to
 * close once the last request has been answered.
 */
export interface Lifecycle {
  close(): Promise<void>;
}

const lifecycle = processGlobal<Lifecycle>("launchlens.lifecycle");

/** `startupWork`: what start-up still runs against the database (opening, migrating, pruning), awaited before closing. */
export function publishLifecycle(startupWork: Promise<unknown>): void {
  const close = async () => {
    await startupWork.catch(() => {});
    await closeDatabase();
  };
  lifecycle.set({ close });
}
