"use client";

import { useSyncExternalStore } from "react";
import { hasSignedInMarker } from "@/lib/core/auth/signed-in-cookie";

const never = () => () => {};

/**
 * Whether this browser has a session, read from a harmless marker cookie (the session cookies themselves are
 * httpOnly), so prerendered pages can offer "Dashboard" without a server round trip. False while prerendering.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    never,
    () => hasSignedInMarker(document.cookie),
    () => false,
  );
}
