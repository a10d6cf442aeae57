import type { UIMessage } from "ai";
import { z } from "zod";
import type { CheckedQuote } from "@/lib/core/chat/quotes";
import type { ChatTools } from "@/lib/core/chat/tools";
import type { ReportKind } from "@/lib/core/kinds";
import { plainText } from "@/lib/core/text";

/** An idea's conversation, asked from one of its reports (docs/API.md, "Ask the report"): the calls' shapes. */

/** The report (version) a stored message was about; null fields once that version was deleted. */
export interface MessageAbout {
  report_id: string | null;
  kind: ReportKind | null;
  version: number | null;
}

/** What an answer carries beside its parts, in the stream and in the stored thread alike. */
export interface ChatMetadata {
  /** The version the message was about (the stored thread; a message being streamed is about the report shown). */
  about?: MessageAbout;
  /** The answer's quotes, each checked against the evidence. */
  verification?: { quotes: CheckedQuote[] };
  model?: string;
  demo?: boolean;
  /** On a shared idea (issue 49): who asked, when it was someone other than the reader. */
  asked_by?: string;
}

/** A message as the AI SDK's UI message stream, `useChat` and the thread call carry it: its tools' parts typed. */
export type ChatMessage = UIMessage<ChatMetadata, Record<string, never>, ChatTools>;
export type ChatPart = ChatMessage["parts"][number];

/** A stored message as `GET …/chat` answers it. */
export interface ServedMessage {
  id: string;
  role: "user" | "assistant";
  parts: ChatPart[];
  created_at: string;
  metadata: ChatMetadata;
}

/** `GET …/chat`: the idea's thread, oldest first, whichever of its reports is asked. */
export interface Thread {
  messages: ServedMessage[];
}

export const EMPTY_QUESTION = "Write a question first.";
const SHAPE = 'Send the question as { message: { role: "user", parts: [{ type: "text", text }] } }.';

/** `POST …/chat`: only the new question (the server holds the thread). */
export const chatBody = z.object(
  {
    message: z.object(
      {
        id: z
          .string({ error: "message.id must be text." })
          .regex(/^[\w-]{1,100}$/, "message.id must be up to 100 letters, digits, - or _.")
          .optional(),
        role: z.literal("user", { error: 'message.role must be "user".' }),
        parts: z
          .array(
            z.object({
              type: z.literal("text", { error: 'Each part must be { "type": "text", "text": "…" }.' }),
              text: plainText({ error: "A part's text must be text." }),
            }),
            { error: "message.parts must be a list of text parts." },
          )
          .min(1, EMPTY_QUESTION)
          .max(20, "Send the question as at most 20 parts."),
      },
      { error: SHAPE },
    ),
  },
  { error: SHAPE },
);
