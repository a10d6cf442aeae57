import { describe, expect, it } from "vitest";
import { GET as accountExport } from "@/app/api/data/account-export/route";
import { POST as ask } from "@/app/api/data/reports/[id]/chat/route";
import { POST as validateIdea } from "@/app/api/(legacy)/data/validate-idea/route";
import { subscriber } from "@/test/ai/helpers";
import type { TestClient } from "@/test/api";
import { CAFE_IDEA } from "./fixtures";

async function askedOnce(client: TestClient, text: string) {
  const report = (
    await client.call(validateIdea, "/api/data/validate-idea", { method: "POST", body: { userPrompt: CAFE_IDEA } })
  ).body as { id: string; idea_id: string };
  const answer = await client.call(ask, `/api/data/reports/${report.id}/chat`, {
    method: "POST",
    body: { message: { role: "user", parts: [{ type: "text", text }] } },
    params: { id: report.id },
  });
  expect(answer.status).toBe(200);
  return report;
}

describe("the data download (issue 37)", () => {
  it("holds the founder's conversations, each message with its idea and the report it was about, and no one else's", async () => {
    const founder = await subscriber();
    const report = await askedOnce(founder, "Which factor is weakest?");
    const stranger = await subscriber();
    await askedOnce(stranger, "A stranger's own question?");

    const copy = await founder.call(accountExport, "/api/data/account-export");
    expect(copy.status).toBe(200);
    const conversations = copy.body.conversations as {
      idea_id: string;
      about_report_id: string;
      role: string;
      parts: { type: string; text?: string }[];
    }[];
    expect(conversations.map((message) => message.role).sort()).toEqual(["assistant", "user"]);
    for (const message of conversations)
      expect(message).toMatchObject({ idea_id: report.idea_id, about_report_id: report.id });
    const text = JSON.stringify(conversations);
    expect(text).toContain("Which factor is weakest?");
    expect(text).not.toContain("A stranger's own question?");
  });
});
