import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { signUpThroughApi } from "../test/http-account.mjs";
import { startProductionServer } from "./production-server";

// The production server of `npm start` (server.mjs) on its own port and database, so that stopping it leaves the
// journeys' server alone.

// LOG_LEVEL info: the journey reads the shutdown's log lines.
const startServer = () => startProductionServer({ tag: "shutdown", env: { LOG_LEVEL: "info" } });

test("SIGTERM lets a streamed generation finish, refuses new connections, closes the database and exits 0", async () => {
  test.setTimeout(120_000);
  const server = await startServer();
  try {
    const { cookie, email } = await signUpThroughApi(server.base);
    const generation = await fetch(`${server.base}/api/data/validate-idea`, {
      method: "POST",
      headers: { cookie, origin: server.base, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({
        userPrompt: "A booking app for independent dog groomers that fills last-minute cancellations.",
      }),
    });
    expect(generation.status).toBe(200);
    const reader = generation.body!.pipeThrough(new TextDecoderStream()).getReader();
    let streamed = (await reader.read()).value ?? "";

    // The first event is in: the generation is in flight when the signal comes.
    server.child.kill("SIGTERM");
    await expect(async () => expect(server.output()).toContain("shutdown: no new connections")).toPass({
      timeout: 5_000,
    });
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();

    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) streamed += chunk.value;
    expect(streamed).toMatch(/^event: done$/m);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutdown: done, database closed");

    // Closed cleanly: the folder opens at once in another process's PGlite, with the account in it.
    const database = new PGlite(path.join(server.folder, "pglite"));
    const { rows } = await database.query("select count(*)::int as n from users where email = $1", [email]);
    expect(rows).toEqual([{ n: 1 }]);
    await database.close();
  } finally {
    server.stop();
  }
});
