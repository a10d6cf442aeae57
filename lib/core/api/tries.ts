import { z } from "zod";
import { evidenceSchema, promptSchema } from "./generation";
import type { ValidationReport } from "@/lib/core/report/schemas";

/** `POST /api/try`: a visitor's free idea validation (docs/API.md, "Free try"). */
export const tryRequestSchema = z.object({
  prompt: promptSchema,
  evidence: evidenceSchema.optional(),
  /** The honeypot: hidden from people, so anything in it is a bot's. */
  website: z.string({ error: "website must be text." }).max(500, "website is too long.").optional(),
  /** When the form appeared, signed by the server (`GET /api/try/stamp`): the minimum time is counted from it. */
  stamp: z
    .string({ error: "stamp must be the signed stamp of GET /api/try/stamp, from when the form appeared." })
    .max(100, "stamp is too long."),
  turnstile_token: z
    .string({ error: "turnstile_token must be text." })
    .max(4_096, "turnstile_token is too long.")
    .optional(),
});
export type TryRequest = z.infer<typeof tryRequestSchema>;

/** `GET /api/try/stamp`: the signed moment the try form appeared, sent back with the try. */
export interface TryStampAnswer {
  stamp: string;
}

/** `GET /api/try`: this browser's try, as long as it is kept. */
export interface TryAnswer {
  status: "running" | "finished" | "failed";
  prompt: string;
  evidence: string | null;
  /** The validation once finished, its claims checked. */
  report: (ValidationReport & { kind: "iv"; demo?: true }) | null;
  /** Why it failed, in words. */
  failure: string | null;
  expires_at: string;
}
