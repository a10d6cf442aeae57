import { z } from "zod";
import { KIND_UNKNOWN, kindNamed } from "@/lib/core/kinds";
import { cursorParam, limitParam } from "./params";

/** The library's history, share links and settings (docs/API.md, "Library"): what the calls take. */

export const historyQuery = z.object({
  limit: limitParam(50, 20),
  cursor: cursorParam,
  kind: z
    .string()
    .transform((value, context) => {
      const kind = kindNamed(value);
      if (!kind) context.addIssue({ code: "custom", message: KIND_UNKNOWN });
      return kind ?? undefined;
    })
    .optional(),
  shared: z.enum(["1", "true"], { error: "shared must be 1 when given." }).optional(),
});

export const shareBody = z.strictObject(
  {
    include_quotes: z.boolean({ error: "include_quotes must be true or false." }).optional(),
    include_conversation: z.boolean({ error: "include_conversation must be true or false." }).optional(),
    include_experiments: z.boolean({ error: "include_experiments must be true or false." }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "The share call takes include_quotes, include_conversation and include_experiments only."
        : 'Send { "include_quotes": true, "include_conversation": true, "include_experiments": true } (any may be left out) or no body.',
  },
);
export type ShareBody = z.infer<typeof shareBody>;

export const settingsBody = z
  .object({
    keep_history: z.boolean({ error: "keep_history must be true or false." }).optional(),
    experiment_reminders: z.boolean({ error: "experiment_reminders must be true or false." }).optional(),
  })
  .refine((body) => body.keep_history !== undefined || body.experiment_reminders !== undefined, {
    message: "Send keep_history or experiment_reminders (true or false).",
  });

/** The library's settings, as GET and PATCH /api/data/settings answer them. */
export interface LibrarySettings {
  keep_history: boolean;
  experiment_reminders: boolean;
}

export const exportQuery = z.object({
  format: z.enum(["md", "pdf"], { error: "format must be md or pdf." }),
  experiments: z
    .literal("1", { error: "experiments must be 1 (include the idea's experiments), or left out." })
    .optional(),
  conversation: z
    .literal("1", { error: "conversation must be 1 (include the report's conversation), or left out." })
    .optional(),
  digest: z.literal("1", { error: "digest must be 1 (only the decision, on one page), or left out." }).optional(),
});

/**
 * `POST …/share` answers the new link and what it includes; `GET …/share` the live link again (`url` null when there
 * is none, or it was made before links could be shown again); `DELETE …/share` only a message.
 */
export interface ShareAnswer {
  url?: string | null;
  include_quotes?: boolean;
  include_conversation?: boolean;
  include_experiments?: boolean;
}
