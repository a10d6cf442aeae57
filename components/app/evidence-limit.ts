import { EVIDENCE_MAX } from "@/lib/core/report/evidence";

/** A number of characters as the evidence's counter and messages write it: "12,000". */
export const formatCount = (n: number) => n.toLocaleString("en-US");

export const evidenceTooLong = (evidence: string) => evidence.length > EVIDENCE_MAX;
