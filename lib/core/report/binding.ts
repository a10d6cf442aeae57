/** Whose a report is: an account's, or a visitor's free try (lib/server/tries) before it moves into one. */
export type ReportOwner = { user: string } | { try: string };

/**
 * What a report was made for: the idea's text, the founder's own evidence, and whose it is. Its provenance signature
 * names it (lib/ai/provenance.ts), so a report signed for one idea, account or try is no other's.
 */
export interface ReportBinding {
  prompt: string;
  evidence: string | null | undefined;
  owner: ReportOwner;
}
