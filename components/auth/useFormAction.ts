"use client";

import { useState, type FormEvent } from "react";
import { NetworkError } from "@/lib/client/session-fetch";

/**
 * Runs a form's action with busy and error state. The action returns the message to show, or nothing when it has
 * moved on; a network failure shows `networkMessage`.
 */
export function useFormAction(action: (form: FormData) => Promise<string | void>, networkMessage: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const message = await action(form);
      if (message === undefined) return;
      setError(message);
    } catch (caught) {
      setError(caught instanceof NetworkError ? networkMessage : String(caught));
    }
    setBusy(false);
  }

  return { busy, error, submit };
}
