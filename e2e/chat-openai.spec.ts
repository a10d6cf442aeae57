import { expect, test, type Page } from "@playwright/test";
import { exampleValidation } from "../lib/core/examples/shiftplate";
import { signUpThroughApi } from "../test/http-account.mjs";
import { CAFE_EVIDENCE, CAFE_IDEA } from "../test/chat/fixtures";
import { OpenAIStandIn } from "../test/openai-standin";
import { expectNoAxeViolations } from "./checks";
import { startProductionServer } from "./production-server";

// Issue 28 against an OpenAI-compatible model: a server of its own whose OPENAI_BASE_URL is a stand-in in this
// process, so a test decides how each answer comes (slowly, failing, or with an invented quote). The founder stops an
// answer half way, retries a failed one, and reads the quote check.

const IDEA = CAFE_IDEA;
const EVIDENCE = CAFE_EVIDENCE;

type Message = { id: string; role: string; parts: { type: string; text?: string }[] };

const openai = new OpenAIStandIn();
let server: Awaited<ReturnType<typeof startProductionServer>>;
let cookie = "";

const schemaName = (request: Record<string, unknown>) =>
  (request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${server.base}${path}`, {
    ...init,
    headers: { cookie, origin: server.base, "content-type": "application/json", ...init.headers },
  });

/** A saved idea validation with evidence, its report written by the stand-in as the model would (JSON for the schema). */
/** Each journey's report is its own idea (a conversation is the idea's): its own name and words. */
let reports = 0;
async function newReport(): Promise<string> {
  const n = ++reports;
  openai.respond = (request) =>
    schemaName(request) === "idea_validation"
      ? { kind: "content", content: JSON.stringify({ ...exampleValidation, title: `${exampleValidation.title} ${n}` }) }
      : undefined;
  try {
    const answer = await call("/api/data/validate-idea", {
      method: "POST",
      body: JSON.stringify({ userPrompt: `${IDEA} Journey ${n}.`, evidence: EVIDENCE }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { id: string }).id;
  } finally {
    openai.respond = undefined;
  }
}

const thread = async (reportId: string) =>
  ((await (await call(`/api/data/reports/${reportId}/chat`)).json()) as { messages: Message[] }).messages;
const textOf = (message: Message | undefined) =>
  (message?.parts ?? []).map((part) => (part.type === "text" ? part.text : "")).join("");

const panel = (page: Page) => page.getByRole("region", { name: "Ask about this report" });
const conversation = (page: Page) => panel(page).getByRole("list", { name: "Conversation" });

/** The report's page in a browser signed in as the founder, with the chat's thread loaded. */
async function openReport(page: Page, reportId: string) {
  await signIn(page);
  await page.goto(`${server.base}/app/reports/${reportId}`);
  await expect(panel(page).getByLabel("Your question")).toBeVisible();
}

async function ask(page: Page, question: string) {
  const box = panel(page).getByLabel("Your question");
  await box.fill(question);
  await box.press("Enter");
  await expect(conversation(page).getByText(question)).toBeVisible();
}

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const base = await openai.start();
  server = await startProductionServer({
    tag: "chat-openai",
    env: {
      OPENAI_API_KEY: "sk-standin",
      OPENAI_BASE_URL: base,
      AI_MODEL: "standin-model",
      AI_SCORE_SAMPLES: "1",
      AI_TIMEOUT_MS: "20000",
    },
  });
  ({ cookie } = await signUpThroughApi(server.base));
});
test.afterAll(async () => {
  server?.stop();
  await openai.stop();
});
test.beforeEach(() => openai.reset());

/** The browser signed in as the founder of this file. */
async function signIn(page: Page) {
  await page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.base, sameSite: "Lax" as const };
    }),
  );
}

test.describe("asking about a report answered by an OpenAI-compatible model", () => {
  test("Stop keeps the answer as far as it got, on the page and after a reload, and the box works again", async ({
    page,
  }) => {
    const reportId = await newReport();
    await openReport(page, reportId);
    const full = Array.from(
      { length: 12 },
      (_, index) => `Point ${index + 1}: ask cafe owners how often the oat milk runs out before Saturday closes.`,
    ).join(" ");
    openai.reply({ kind: "content", content: full, chunkSize: 10, chunkDelayMs: 60 });
    await ask(page, "What should I ask next?");
    await expect(conversation(page).getByText(/Point 2:/)).toBeVisible({ timeout: 15_000 });
    await panel(page).getByRole("button", { name: "Stop" }).click();

    // Stopped: the answer so far stays, grows no more, and the box asks again.
    const answer = conversation(page).getByRole("listitem").nth(1);
    await expect(panel(page).getByRole("button", { name: "Ask" })).toBeVisible();
    const shown = await answer.innerText();
    expect(shown).toContain("Point 1:");
    expect(shown).not.toContain("Point 12:");
    await page.waitForTimeout(500);
    expect(await answer.innerText()).toBe(shown);
    await expect(panel(page).getByRole("alert")).toHaveCount(0);
    const box = panel(page).getByLabel("Your question");
    await box.fill("And then?");
    await expect(panel(page).getByRole("button", { name: "Ask" })).toBeEnabled();
    await box.fill("");

    // Stored as far as it got: a prefix of the answer, not the whole; a reload shows it.
    let stored = "";
    await expect(async () => {
      // The idea's thread is shared with this file's other journeys: this question's answer is the one after it.
      const messages = await thread(reportId);
      const at = messages.findIndex((message) => textOf(message) === "What should I ask next?");
      expect(at).toBeGreaterThanOrEqual(0);
      const answer = messages.slice(at + 1).find((message) => message.role === "assistant");
      expect(answer).toBeDefined();
      stored = textOf(answer);
    }).toPass({ timeout: 5_000 });
    expect(stored).toContain("Point 1:");
    expect(full.startsWith(stored)).toBe(true);
    expect(stored.length).toBeLessThan(full.length);
    await page.reload();
    await expect(conversation(page).getByText("What should I ask next?")).toBeVisible();
    await expect(conversation(page).getByRole("listitem").nth(1)).toContainText(stored.trim());
  });

  test("a failed answer says so with Retry; Retry from the keyboard brings the next answer", async ({ page }) => {
    const reportId = await newReport();
    await openReport(page, reportId);
    // Nothing queued: the model answers 500 to every call (the SDK's own retry included).
    await ask(page, "Is the price right?");
    const alert = panel(page).getByRole("alert");
    await expect(alert).toContainText("The answer could not be finished", { timeout: 20_000 });
    const failedCalls = openai.requests.length;
    // Logged as one line of the server's log, never the SDK's error printed whole (with the request in it).
    expect(server.output()).not.toContain("requestBodyValues");

    openai.reply({ kind: "content", content: "[report] The price is a guess until three cafes have paid for it." });
    await alert.getByRole("button", { name: "Retry" }).focus();
    await page.keyboard.press("Enter");
    await expect(
      conversation(page).getByText("The price is a guess until three cafes have paid for it."),
    ).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(openai.requests.length).toBe(failedCalls + 1);
    // The question is asked once; the answer follows it. (The idea's thread is shared with the other journeys of
    // this file, which ask about the same idea at the same time: only this question's messages are counted.)
    const messages = await thread(reportId);
    const asked = messages.filter((message) => textOf(message) === "Is the price right?");
    expect(asked).toHaveLength(1);
    expect(
      messages.filter((message) => textOf(message).includes("The price is a guess until three cafes have paid")),
    ).toHaveLength(1);
  });

  test("an invented quote is struck through as not found in the evidence; a real one reads as a quote", async ({
    page,
  }) => {
    const reportId = await newReport();
    await openReport(page, reportId);
    openai.reply({
      kind: "content",
      content:
        '[evidence] One owner said "We run out of oat milk every Saturday" and another said "Every cafe owner begged us to build this app tomorrow."',
    });
    await ask(page, "What do my customers say?");
    const invented = conversation(page).locator("s", { hasText: "Every cafe owner begged us to build this app" });
    await expect(invented).toBeVisible({ timeout: 15_000 });
    await expect(invented.locator("..")).toContainText("(not found in your evidence)");
    await expect(conversation(page).locator("q")).toHaveText(["We run out of oat milk every Saturday"]);
    await expect(conversation(page).getByText("not found in your evidence")).toHaveCount(1);

    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "a struck-through quote");
  });
});

test.describe("the tool page when a real model's answer ends early", () => {
  const validation = JSON.stringify(exampleValidation);

  test("cut short, refused, filtered and rate limited each say so in their own words, and the idea stays", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${server.base}/app/validator`);
    // The account is this worker's: a validation another journey made here comes back as the tool's last report.
    await page.waitForLoadState("networkidle");
    const back = page.getByRole("button", { name: "← Back to prompt" });
    if (await back.isVisible()) await back.click();
    const idea = page.getByLabel("Describe your business idea");
    await idea.fill(IDEA);
    // The form's own alert (Next's route announcer is an alert too).
    const failure = page.locator("form").getByRole("alert");
    const run = async () => {
      await page.getByRole("button", { name: "Validate Idea" }).click();
      return failure;
    };

    openai.reply({ kind: "content", content: validation.slice(0, 1_500), ending: "length" });
    await expect(await run()).toHaveText(/^The idea validation was cut short before it was finished\. Try again/);
    // Nothing typed is lost, and the streamed half of a report is not left on the page as if it were one.
    await expect(idea).toHaveValue(IDEA);
    await expect(page.getByRole("heading", { name: exampleValidation.title })).toHaveCount(0);

    openai.reply({ kind: "content", content: "", refusal: "I can't help with that." });
    await expect(await run()).toHaveText(/^The AI declined to write this idea validation\./);

    openai.reply({ kind: "content", content: '{"title": "', ending: "content_filter" });
    await expect(await run()).toHaveText(/^The AI provider's content filter stopped this idea validation\./);

    openai.fallback = { kind: "status", status: 429, message: "Rate limit reached", retryAfter: "1" };
    await expect(await run()).toHaveText(/^The AI provider is busy right now\. .*try again in 1 second\.$/);
    await expectNoAxeViolations(page, "a failure message on the tool page");

    // The next try, with the provider back, writes the report.
    openai.fallback = { kind: "content", content: validation };
    await page.getByRole("button", { name: "Validate Idea" }).click();
    await expect(page.getByRole("heading", { name: exampleValidation.title })).toBeVisible({ timeout: 20_000 });
    await expect(failure).toHaveCount(0);
  });
});
