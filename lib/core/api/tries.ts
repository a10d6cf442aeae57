import { z } from "zod";
import { evidenceSchema, promptSchema } from "./generation";
import type { ValidationReport } from "@/lib/core/report/schemas";

/** `POST /api/try`: a visitor's free idea validation (docs/API.md, "Free try"). */
export const tryRequestSchema = z.object({
  prompt: promptSchema,
  evidence: evidenceSchema.optional(),
  /** The honeypot: hidden from people, so anything in it is a bot's. */
  website: z.string({ error: "website must be text." }).max(500, "website is too long.").optional(),
  elapsed_ms: z
    .number({ error: "elapsed_ms must be the milliseconds from the form appearing to its sending." })
    .int("elapsed_ms must be a whole number of milliseconds.")
    .min(0, "elapsed_ms cannot be negative.")
    .max(7 * 86_400_000, "elapsed_ms is too large."),
  turnstile_token: z
    .string({ error: "turnstile_token must be text." })
    .max(4_096, "turnstile_token is too long.")
    .optional(),
});
export type TryRequest = z.infer<typeof tryRequestSchema>;

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
