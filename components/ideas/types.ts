import { toolNames } from "@/lib/client/tools";

export type Kind = "pp" | "ms" | "iv";

export const kinds: { kind: Kind; label: string; slot: "pp" | "strat" | "eval" }[] = [
  { kind: "pp", label: toolNames.pp, slot: "pp" },
  { kind: "ms", label: toolNames.ms, slot: "strat" },
  { kind: "iv", label: toolNames.iv, slot: "eval" },
];

export const MAX_COMPARED = 4;
