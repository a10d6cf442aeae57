import { GET as checkout } from "@/app/api/billing/checkout/route";
import type { TestClient } from "@/test/api";
import { signUp } from "@/test/auth/helpers";

/** A signed-in user on the local-billing trial. */
export async function subscriber(): Promise<TestClient> {
  const { client } = await signUp();
  await client.call(checkout, "/api/billing/checkout?interval=month");
  return client;
}

/** The events of a text/event-stream body, in order. */
export function parseEvents(text: string): { event: string; data: Record<string, unknown> }[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "null") as Record<string, unknown>;
      return { event, data };
    });
}
