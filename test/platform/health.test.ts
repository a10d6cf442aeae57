import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { TestClient } from "@/test/api";

describe("GET /api/health", () => {
  it("is liveness without a query, readiness with deep=1, and refuses any other deep", async () => {
    const client = new TestClient();
    expect(await client.call(health, "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(await client.call(health, "/api/health?deep=1")).toMatchObject({
      status: 200,
      body: { database: "up", migrations: "applied" },
    });
    expect(await client.call(health, "/api/health?deep=yes")).toMatchObject({
      status: 400,
      body: { message: "deep must be 1 when given." },
    });
  });
});
