import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  buildCorpus,
  idEndpoints,
  jsonEndpoints,
  queryEndpoints,
  UNKNOWN_API_PATHS,
  WRONG_METHODS,
  type BadRequest,
} from "./bad-input-corpus";
import { latestCode, PASSWORD, uniqueEmail } from "./helpers";

interface Answer {
  status: number;
  body: string;
}

/** Sends exactly these bytes and headers (fetch would fix up what a hostile client does not). */
function send(base: URL, request: BadRequest, cookie: string, index: number): Promise<Answer> {
  const headers: Record<string, string> = {
    // A distinct client each time, so per-client throttles do not hide the deeper checks (the journeys' server trusts
    // one proxy hop: TRUST_PROXY=1 in scripts/e2e-server.mjs).
    "x-forwarded-for": `198.51.${(index >> 8) & 255}.${index & 255}`,
    ...(request.method === "GET" ? {} : { origin: base.origin }),
    ...request.headers,
    ...(request.auth ? { cookie } : {}),
  };
  if (request.body || request.declaredLength)
    headers["content-length"] = String(request.declaredLength ?? request.body!.length);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: request.path, headers, timeout: 20_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8").slice(0, 300) });
          if (request.declaredLength) outgoing.destroy();
        });
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new Error(`no answer in 20 s to ${request.method} ${request.path} (${request.label})`)),
    );
    outgoing.on("error", (error) => (outgoing.writableEnded || request.declaredLength ? reject(error) : reject(error)));
    if (request.declaredLength) outgoing.write(request.body);
    else outgoing.end(request.body);
  });
}

/** A verified subscriber on the local trial, signed in: its access cookie. */
async function subscriberCookie(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail();
  const registered = await request.post("/api/auth/register", { data: { name: "Corpus", email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const token = new URL((await registered.json()).redirectTo, "http://x").searchParams.get("token")!;
  const code = await latestCode(request, email);
  expect(
    (await request.get(`/api/auth/verify-email?userCode=${code}&token=${encodeURIComponent(token)}`)).status(),
  ).toBe(200);
  await request.get("/api/billing/checkout?interval=month");
  const access = (await request.storageState()).cookies.find((cookie) => cookie.name === "ll_access");
  return `ll_access=${access!.value}`;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(path.join(dir, entry.name))
      : entry.name === "route.ts"
        ? [path.join(dir, entry.name)]
        : [],
  );
}

test("the corpus covers every API route", () => {
  const covered = [
    ...jsonEndpoints.map((endpoint) => endpoint.path),
    ...queryEndpoints.map((endpoint) => endpoint.path),
    ...idEndpoints.map((endpoint) => endpoint.path("ID")),
  ];
  for (const file of routeFiles(path.join(process.cwd(), "app", "api"))) {
    const pattern = path
      .relative(path.join(process.cwd(), "app"), path.dirname(file))
      .replace(/\/\([^)]+\)/g, "") // route groups add nothing to the address
      .replace(/\[\.\.\.[^\]]+\]/g, ".+")
      .replace(/\[[^\]]+\]/g, "[^/]+");
    expect(
      covered.some((route) => new RegExp(`^/${pattern}$`).test(route.split("?")[0]!)),
      `no corpus entry for ${file}`,
    ).toBe(true);
  }
});

test("1,500+ bad requests over every endpoint get no 5xx", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const cookie = await subscriberCookie(request);
  const corpus = buildCorpus();
  expect(corpus.length).toBeGreaterThanOrEqual(1_500);

  const base = new URL(baseURL!);
  const answers: (Answer & { request: BadRequest })[] = [];
  let next = 0;
  const worker = async () => {
    while (next < corpus.length) {
      const index = next++;
      const item = corpus[index]!;
      answers.push({ ...(await send(base, item, cookie, index)), request: item });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));

  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  console.log(
    `bad-input corpus: ${answers.length} requests;`,
    Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)),
  );

  const failures = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
  expect(
    failures.map(
      (f) => `${f.status} ${f.request.method} ${f.request.path.slice(0, 80)} [${f.request.label}] ${f.body}`,
    ),
  ).toEqual([]);
  // Every refusal says what was wrong, as JSON.
  // (431 is Node's HTTP parser refusing a request line over its 16 KB header limit, before any application code runs.)
  const unexplained = answers.filter(
    (a) => a.request.path.startsWith("/api/data") && a.status >= 400 && a.status !== 431 && !/"message"/.test(a.body),
  );
  expect(unexplained.map((a) => `${a.status} ${a.request.path.slice(0, 60)} [${a.request.label}] ${a.body}`)).toEqual(
    [],
  );
});

// Issue 23: what API clients get from an address or a method nothing answers.
test("unknown API addresses answer 404 and wrong methods 405 with Allow, as JSON", async ({ request }) => {
  for (const address of UNKNOWN_API_PATHS) {
    const response = await request.fetch(address, { method: "GET" });
    expect(response.status(), address).toBe(404);
    expect(response.headers()["content-type"], address).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "There is no API call at this address." });
  }
  for (const [method, address] of WRONG_METHODS) {
    const response = await request.fetch(address, { method, headers: { origin: "https://evil.example" } });
    expect(response.status(), `${method} ${address}`).toBe(405);
    expect(response.headers().allow, `${method} ${address}`).toMatch(/OPTIONS/);
    expect(response.headers().allow).not.toContain(method);
    expect((await response.json()).message).toMatch(/is not allowed here/);
  }
  // The real routes and next-auth's still answer.
  expect((await request.get("/api/health")).status()).toBe(200);
  expect((await request.get("/api/auth/csrf")).status()).toBe(200);
  const options = await request.fetch("/api/data/ideas", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe("GET, HEAD, OPTIONS");
});

// Issue 37: addresses Next.js cannot decode, and methods it does not know, never reach its bare 500.
test("undecodable addresses answer 400 and unknown methods 405, in the app's own shape, on every path", async ({
  request,
}) => {
  const apiPaths = ["/api/%ZZ", "/api/data/%ZZ", "/api/billing/%ZZ", "/api/x/%E0%A4%A", "/api/data/reports/%ZZ/share"];
  const pagePaths = ["/share/%ZZ.txt", "/app/reports/%ZZ.pdf", "/app/ideas/%E0%A4%A.md", "/share/%ZZ", "/%ZZ.css"];
  for (const method of ["GET", "POST", "DELETE"]) {
    for (const path of apiPaths) {
      const answer = await request.fetch(path, { method });
      expect(answer.status(), `${method} ${path}`).toBe(400);
      expect(await answer.json()).toEqual({ message: "The address of this request is not valid." });
    }
    for (const path of pagePaths) {
      const answer = await request.fetch(path, { method });
      expect(answer.status(), `${method} ${path}`).toBe(400);
      expect(answer.headers()["content-type"]).toMatch(/^text\/html/);
      expect(await answer.text()).toContain("This address is not valid");
    }
  }
  for (const path of ["/", "/app", "/examples", "/share/x", "/api/health", "/api/data/ideas", "/api/auth/csrf"]) {
    const answer = await request.fetch(path, { method: "TRACE" });
    expect(answer.status(), `TRACE ${path}`).toBe(405);
    expect(answer.headers().allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    if (path.startsWith("/api/"))
      expect((await answer.json()).message).toBe(
        "TRACE is not allowed here. Calls take GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS.",
      );
  }
});
