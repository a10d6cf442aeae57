"use client";

import useSWR from "swr";
import { callUrl } from "@/lib/client/call-api";
import { fetchCall } from "@/lib/client/fetcher";
import type { ChatMessage } from "@/lib/core/api/chat";

/**
 * A report's thread in SWR's cache, under its API path: the panel reads it once and writes back each finished turn, so
 * the report's actions (share and export, "Include the conversation") know whether there is a conversation without a
 * request of their own.
 */
export const threadPath = (reportId: string) => callUrl("readConversation", { params: { id: reportId } });
/** The thread as the panel keeps it: the stored messages (GET …/chat), then each turn useChat finished. */
export type Thread = { messages: ChatMessage[] };

export function useThread(reportId: string) {
  return useSWR<Thread, Error>(threadPath(reportId), () => fetchCall("readConversation", { params: { id: reportId } }));
}

/** How many messages the report's conversation holds (0 while it loads, or when it cannot be read). */
export function useThreadLength(reportId: string): number {
  return useThread(reportId).data?.messages.length ?? 0;
}
