"use client";

import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useEffect, useMemo, useState } from "react";
import { useSWRConfig } from "swr";
import type { ChatMessage } from "@/lib/core/api/chat";
import { chatFetch } from "@/lib/client/chat-fetch";
import type { Thread } from "./thread-cache";

/**
 * The thread at `path` as the AI SDK's `useChat` streams it (only the new message is sent: the server loads the
 * history itself), with an announcement for screen readers when an answer is ready, each settled turn written back to
 * the cache the report's actions read (thread-cache.ts).
 */
export function useThreadChat(path: string, id: string, initial: ChatMessage[]) {
  const [announcement, setAnnouncement] = useState("");
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatMessage>({
        api: path,
        credentials: "same-origin",
        fetch: chatFetch,
        prepareSendMessagesRequest: ({ messages }) => ({ body: { message: messages.at(-1) } }),
      }),
    [path],
  );
  const { messages, sendMessage, status, stop, error, regenerate, setMessages } = useChat<ChatMessage>({
    id,
    messages: initial,
    transport,
    onFinish: ({ isAbort, isError }) => {
      if (!isAbort && !isError) setAnnouncement("The answer is ready.");
    },
  });
  const busy = status === "submitted" || status === "streaming";
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!busy) void mutate<Thread>(path, { messages }, { revalidate: false });
  }, [busy, messages, mutate, path]);

  return { messages, sendMessage, status, busy, stop, error, regenerate, setMessages, announcement, setAnnouncement };
}
