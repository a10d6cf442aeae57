import type { ReportKind } from "@/lib/core/kinds";

export type Kind = ReportKind;

export const MAX_COMPARED = 4;
