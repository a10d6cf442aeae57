import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";
import { PHONE, pitchDraftFromNextStep, saveAndPublish } from "./pitch-helpers";

// Issue 46: questions on a pitch page, answered with the sign-up. The founder adds two (how they handle it today, a
// choice with Other; what they would expect to pay, in words); visitors' own browsers, without script, answer and
// sign up; the founder reads the counts with their intervals, each sign-up's answers as text, and the CSV.

test("a pitch page asks two questions with its sign-up: answers, counts and the CSV", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const dialog = await pitchDraftFromNextStep(page);
  const questions = dialog.getByRole("group", { name: "Questions with the sign-up (optional)" });
  await questions.getByRole("button", { name: "Add a question" }).click();
  const first = questions.getByRole("group", { name: "Question 1" });
  await first.getByLabel("Kind").selectOption({ label: "Single choice" });
  await first.getByLabel("Question", { exact: true }).fill("How do you handle watering today?");
  await first.getByLabel("Option 1", { exact: true }).fill("I guess");
  await first.getByLabel("Option 2", { exact: true }).fill("Phone reminders");
  await questions.getByRole("button", { name: "Add a question" }).click();
  const second = questions.getByRole("group", { name: "Question 2" });
  await second.getByLabel("Question", { exact: true }).fill("What would you expect to pay a month?");
  // A pass line on the first question: code judges it into an experiment of its own.
  const line = dialog.getByRole("group", { name: "Pass line on a question (optional)" });
  await line.getByLabel("Question to judge").selectOption({ label: "Question 1: How do you handle watering today?" });
  await line.getByLabel("Respondents who choose").selectOption({ label: "Phone reminders" });
  await line.getByLabel("Share (%)").fill("50");
  await line.getByLabel("Respondents before it is judged").fill("5");
  await expectNoAxeViolations(page, "the pitch page's dialog with questions");
  await shootAtCheckedWidths(page, "test-results/pitch-questions", "dialog", { fullPage: false });
  const { card, path, ideaUrl } = await saveAndPublish(page, dialog);

  // Visitors' own browsers, without script: the questions above the e-mail, each answer optional.
  const visitor = async (index: number) => {
    const context = await page
      .context()
      .browser()!
      .newContext({
        userAgent: PHONE,
        extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${index}` },
        javaScriptEnabled: false,
      });
    const visit = await context.newPage();
    await visit.goto(`${baseURL}${path}`);
    return { context, visit };
  };
  // The page as it reads (the founder's own look, not counted): axe runs a script, which visitors' browsers here do not.
  await page.goto(path);
  await expect(page.getByRole("group", { name: "How do you handle watering today?" })).toBeVisible();
  await expectNoAxeViolations(page, "the public pitch page with questions");
  await shootAtCheckedWidths(page, "test-results/pitch-questions", "public-page", { checkWidth: true });
  const ann = await visitor(1);
  await ann.visit.getByRole("radio", { name: "Other" }).check();
  await ann.visit.getByLabel("Other, in your words").fill('=HYPERLINK("http://evil.example") a watering globe');
  await ann.visit.getByLabel("What would you expect to pay a month?").fill("About five pounds");
  await ann.visit.getByLabel("Your e-mail address").fill("ann@example.com");
  const bo = await visitor(2);
  await bo.visit.getByRole("radio", { name: "Phone reminders" }).check();
  await bo.visit.getByLabel("Your e-mail address").fill("bo@example.com");
  await ann.visit.waitForTimeout(2_100);
  for (const { visit } of [ann, bo]) {
    await visit.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(visit.getByRole("status")).toHaveText("Thank you: you are on the list.");
  }

  // The founder: the counts with their intervals, each sign-up's answers as text, the CSV with a column per question.
  await page.goto(ideaUrl);
  await expect(card.getByRole("row", { name: "Phone reminders 50% 1 9%–91%" })).toBeVisible();
  await expect(card.getByRole("row", { name: "Other 50% 1 9%–91%" })).toBeVisible();
  await expect(card.getByTestId("pitch-question-figure")).toHaveText(
    "Pass line on a question: 1 of 2 respondents chose “Phone reminders”: too few answers to tell (5 respondents needed).",
  );
  await card.getByText(/^Sign-ups \(2\)$/).click();
  await expect(card.getByText("About five pounds")).toBeVisible();
  await expectNoAxeViolations(page, "the idea page with a pitch page's answers");
  await shootAtCheckedWidths(page, "test-results/pitch-questions", "idea-with-answers", { checkWidth: true });
  const csvLink = card.getByRole("link", { name: "Download the sign-ups (CSV)" });
  const csv = await (await page.request.get((await csvLink.getAttribute("href"))!)).text();
  expect(csv.split("\r\n")[0]).toContain('"How do you handle watering today?","What would you expect to pay a month?"');
  expect(csv).toContain(`"Other: =HYPERLINK(""http://evil.example"") a watering globe","About five pounds"`);
  for (const { context } of [ann, bo]) await context.close();
});
