"use client";

import { useRouter } from "next/navigation";
import { TryIdeaForm } from "@/components/tries/TryIdeaForm";
import { PENDING_TRY_KEY } from "@/lib/core/tries/pending";

/** The landing's idea box: the idea goes to the try page in this tab's session storage, never in a URL. */
export function HeroTry() {
  const router = useRouter();
  return (
    <TryIdeaForm
      onSend={(pending) => {
        sessionStorage.setItem(PENDING_TRY_KEY, JSON.stringify(pending));
        router.push("/try");
      }}
    />
  );
}
