import { forgetEnv } from "@/lib/server/env";
import { GET as checkout } from "@/app/api/billing/checkout/route";
import { applyPatch, isTextPatch } from "@/lib/core/report/stream-patch";
import type { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";

/** A signed-in user on the local-billing trial. */
export async function subscriber(): Promise<TestClient> {
  const { client } = await signUp();
  await client.call(checkout, "/api/billing/checkout?interval=month");
  return client;
}

/**
 * The events of a text/event-stream body, in order, with each `patch` applied: it appears as a `partial` event holding
 * the report as the browser would have it at that moment.
 */
export function parseEvents(text: string): { event: string; data: Record<string, unknown> }[] {
  let soFar = "";
  return blocksOf(text).map((block) => {
    const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
    const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as unknown;
    if (event === "patch" && isTextPatch(data)) {
      soFar = applyPatch(soFar, data);
      return { event: "partial", data: JSON.parse(soFar) as Record<string, unknown> };
    }
    return { event, data: data as Record<string, unknown> };
  });
}

/** What the updates before `done` cost on the wire, in bytes, and how many there were. */
export function streamedUpdates(text: string): { bytes: number; events: number } {
  const updates = blocksOf(text).filter((block) => /^event: patch$/m.test(block));
  return { bytes: updates.reduce((sum, block) => sum + Buffer.byteLength(`${block}\n\n`), 0), events: updates.length };
}

const blocksOf = (text: string) => text.split("\n\n").filter((block) => block.trim());

/**
 * Runs `run` with the demo model pausing `ms` between streamed pieces (vitest.config.ts turns the pause off), for a test
 * that needs a stream to arrive in several parts, as a real model's does.
 */
export async function withStreamPause<T>(run: () => Promise<T>, ms = 12): Promise<T> {
  process.env.AI_DEMO_STREAM_MS = String(ms);
  forgetEnv();
  try {
    return await run();
  } finally {
    process.env.AI_DEMO_STREAM_MS = "0";
    forgetEnv();
  }
}
