"use client";

import { useRouter } from "next/navigation";
import { TryIdeaForm } from "@/components/tries/TryIdeaForm";
import { validation } from "@/lib/core/kinds/validation/description";
import { PENDING_TRY_KEY } from "@/lib/core/tries/pending";
import { useSignedIn } from "./useSignedIn";

/**
 * The landing's idea box: the idea goes to the try page in this tab's session storage, never in a URL. A founder who
 * is signed in needs no try: the idea goes to the app's validator, filled in and ready to run.
 */
export function HeroTry() {
  const router = useRouter();
  const signedIn = useSignedIn();
  return (
    <TryIdeaForm
      onSend={(pending) => {
        if (signedIn) {
          sessionStorage.setItem(validation.storage.prompt, pending.prompt);
          sessionStorage.setItem(validation.storage.evidence, pending.evidence);
          router.push(validation.path);
          return;
        }
        sessionStorage.setItem(PENDING_TRY_KEY, JSON.stringify(pending));
        router.push("/try");
      }}
    />
  );
}
