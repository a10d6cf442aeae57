import { toolNames } from "@/lib/client/tools";

import type { ReportKind } from "@/lib/core/kinds/kind";

export type Kind = ReportKind;

export const kinds: { kind: Kind; label: string }[] = [
  { kind: "pp", label: toolNames.pp },
  { kind: "ms", label: toolNames.ms },
  { kind: "iv", label: toolNames.iv },
];

export const MAX_COMPARED = 4;
