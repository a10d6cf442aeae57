"use client";

import { useSyncExternalStore } from "react";
import { typingLocale } from "@/lib/client/locale";
import { decimalMarkOf } from "@/lib/core/numbers";

const noChange = () => () => {};

/**
 * The locale the cells are written and read in: English as the server renders them, then the founder's own where it
 * writes decimals with a comma (so "2,5" is 2.5 there, and the numbers shown read back as they are).
 */
export function useCellLocale(): string {
  return useSyncExternalStore(
    noChange,
    () => {
      const mine = typingLocale();
      return mine && decimalMarkOf(mine) === "," ? mine : "en-US";
    },
    () => "en-US",
  );
}
