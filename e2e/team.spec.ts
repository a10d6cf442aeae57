import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { latestMail, PASSWORD, subscribe, typeCode, uniqueEmail } from "./helpers";
import { expectNoAxeViolations, shootAtCheckedWidths } from "./checks";

// Issue 49: co-founders decide from the same evidence. The owner invites by e-mail; the co-founder signs up from the
// link and lands on the idea, records a result; the owner sees it in the activity and the verdict moves; a viewer
// sees but cannot change; a removed member's next click is refused.
const SHOTS = "test-results/team";
const GROOMBOOK =
  "GroomBook: online booking and reminders for independent dog groomers, so no-shows stop eating their week.";
const HYPOTHESIS = "Groomers book through the link in a week.";

const origin = () => new URL(String(test.info().project.use.baseURL)).origin;

async function post(page: Page, path: string, data: unknown, status = 200) {
  const answer = await page.request.post(path, { data, headers: { origin: origin() } });
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as { id: string; idea_id: string };
}

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with Tab");
}

async function looked(page: Page, state: string, name: string, fullPage = true) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page, state);
  await shootAtCheckedWidths(page, SHOTS, name, { checkWidth: true, fullPage });
}

/** A second person, in a browser of their own. */
async function personIn(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin() });
  return context.newPage();
}

/** The sign-up code e-mailed to an address that has had its invitation already: the newest mail with a code. */
async function codeFor(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const mails = (await (await page.request.get("/api/dev/mail")).json()) as { to: string; text: string }[];
    code = mails.filter((mail) => mail.to === email).map((mail) => /code is: (\d{6})/.exec(mail.text)?.[1])[0];
    expect(code).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return code ?? "";
}

const invitationLink = async (page: Page, email: string) => {
  const mail = await latestMail(page.request, email);
  expect(mail.subject).toMatch(/^Ada Founder invites you to "GroomBook" on LaunchLens$/);
  const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  if (!link) throw new Error("no invitation link in the e-mail");
  return new URL(link).pathname;
};

test("the owner invites, the co-founder signs up from the e-mail, records a result; a viewer reads; a removed member is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await subscribe(page, "Ada Founder");
  const { idea_id: ideaId } = await post(page, "/api/data/reports", { kind: "iv", prompt: GROOMBOOK });
  await post(
    page,
    `/api/data/ideas/${ideaId}/experiments`,
    {
      hypothesis: HYPOTHESIS,
      cost_usd: 0,
      due_date: "2030-01-31",
      metric: "Groomers who book",
      comparator: ">=",
      target: 40,
      unit: "%",
      factor: "market_demand",
    },
    201,
  );
  await page.goto(`/app/ideas/${ideaId}`);
  const people = page.getByRole("region", { name: "People on this idea" });
  await expect(people.getByText(/Work on this idea with a co-founder/)).toBeVisible();

  // The owner invites by keyboard alone.
  const cofounderEmail = uniqueEmail();
  await tabTo(page, people.getByLabel("E-mail"));
  await page.keyboard.type(cofounderEmail);
  await page.keyboard.press("Tab");
  await expect(people.getByLabel("Role")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(people.getByRole("button", { name: "Send invitation" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(people.getByText(`Invitation sent to ${cofounderEmail}`)).toBeVisible();
  await expect(people.getByRole("listitem").filter({ hasText: `${cofounderEmail} as editor` })).toBeVisible();
  await looked(page, "the owner's people card with an invitation", "owner-invited");

  // The co-founder opens the e-mail's link in their own browser, signs up, confirms and comes back to join.
  const cofounder = await personIn(browser);
  await cofounder.goto(await invitationLink(page, cofounderEmail));
  await expect(cofounder.getByRole("heading", { name: "Join “GroomBook”" })).toBeVisible();
  await expect(cofounder.getByText(/Ada Founder invites you as an editor/)).toBeVisible();
  await looked(cofounder, "the invitation, signed out", "invitation-signed-out");
  await cofounder.getByRole("button", { name: "Create an account" }).click();
  await expect(cofounder).toHaveURL(/\/auth\/register$/);
  await cofounder.getByLabel("Full Name").fill("Cleo Cofounder");
  // The form starts with the address the invitation was sent to.
  await expect(cofounder.getByLabel("Email")).toHaveValue(cofounderEmail);
  await cofounder.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await cofounder.getByRole("button", { name: "Create Account" }).click();
  await expect(cofounder).toHaveURL(/\/auth\/verify\?token=/);
  await typeCode(cofounder, await codeFor(cofounder, cofounderEmail));
  await expect(cofounder).toHaveURL(/\/invitations\/[A-Za-z0-9_-]{43}$/);
  const join = cofounder.getByRole("button", { name: "Join the idea" });
  await looked(cofounder, "the invitation, signed in", "invitation-signed-in");
  await tabTo(cofounder, join);
  await cofounder.keyboard.press("Enter");
  await expect(cofounder).toHaveURL(new RegExp(`/app/ideas/${ideaId}$`));
  await expect(cofounder.getByText(/^Shared by Ada Founder: you are an editor\. What you run here uses/)).toBeVisible();
  await expect(cofounder.getByText(/Reports you run use Ada Founder's plan/)).toBeVisible();

  // The co-founder records the interviews they ran: 3 of 20 groomers booked, under the line.
  await cofounder.getByRole("button", { name: "Record result" }).click();
  const record = cofounder.getByRole("dialog", { name: "Record a result" });
  await record.getByLabel(/How many said yes/).fill("3");
  await record.getByLabel(/Out of/).fill("20");
  await record.getByRole("button", { name: "Record result" }).click();
  await expect(cofounder.getByRole("status").filter({ hasText: "Failed: 3 of 20" })).toBeVisible();
  await looked(cofounder, "the co-founder's idea page", "cofounder-idea");

  // The owner sees who recorded it, and the verdict moved.
  await page.reload();
  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity.getByText(`recorded a result on “${HYPOTHESIS}”`)).toBeVisible();
  await expect(activity.getByRole("listitem").first()).toContainText("Cleo Cofounder moved the verdict to");
  await expect(people.getByRole("listitem").filter({ hasText: "Cleo Cofounder" })).toBeVisible();
  await looked(page, "the owner's idea page with the co-founder's result", "owner-activity");

  // A viewer reads everything and is offered no change.
  const viewerEmail = uniqueEmail();
  await post(page, `/api/data/ideas/${ideaId}/invitations`, { email: viewerEmail, role: "viewer" }, 201);
  const viewer = await personIn(browser);
  await viewer.goto(await invitationLink(page, viewerEmail));
  await viewer.getByRole("button", { name: "Create an account" }).click();
  await viewer.getByLabel("Full Name").fill("Vera Viewer");
  await viewer.getByLabel("Email").fill(viewerEmail);
  await viewer.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await viewer.getByRole("button", { name: "Create Account" }).click();
  await typeCode(viewer, await codeFor(viewer, viewerEmail));
  await viewer.getByRole("button", { name: "Join the idea" }).click();
  await expect(viewer.getByText(/^Shared by Ada Founder: you are a viewer\. You read and export it/)).toBeVisible();
  await expect(viewer.getByRole("heading", { name: HYPOTHESIS })).toBeVisible();
  await expect(viewer.getByRole("row").filter({ hasText: "reported by Cleo Cofounder: said" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Record a new result" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Add an experiment" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Rename" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Run all three" })).toHaveAttribute("aria-disabled", "true");
  await expect(viewer.getByText(/You are a viewer: you read and export this idea/)).toBeVisible();
  await looked(viewer, "the viewer's idea page", "viewer-idea");
  // Their list marks the idea as shared; the plan page says they need no plan for it; a report reads without actions.
  await viewer.goto("/app/ideas");
  await expect(viewer.getByText("Shared by Ada Founder · Viewer")).toBeVisible();
  await looked(viewer, "the viewer's ideas", "viewer-list");
  await viewer.goto("/auth/choose-plan");
  await expect(viewer.getByText(/You work on an idea someone shared with you/)).toBeVisible();
  await looked(viewer, "the plan page of a member", "viewer-choose-plan");
  await viewer.goto(`/app/ideas/${ideaId}`);
  await viewer.getByRole("link", { name: "Open Idea Validation" }).click();
  await expect(viewer).toHaveURL(/\/app\/reports\//);
  const actions = viewer.getByRole("group", { name: "Report actions" });
  await expect(actions.getByRole("button", { name: "Markdown" })).toBeVisible();
  await expect(actions.getByRole("button", { name: /Save Report|Share|Re-run/ })).toHaveCount(0);
  await looked(viewer, "the viewer's report page", "viewer-report");

  // The owner removes the co-founder; the co-founder's next click is refused.
  const cofounderRow = people.getByRole("listitem").filter({ hasText: "Cleo Cofounder" });
  await cofounderRow.getByRole("button", { name: /^Remove/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this member?" });
  await looked(page, "removing a member", "owner-remove", false);
  await confirm.getByRole("button", { name: "Remove member" }).click();
  await expect(people.getByText("Cleo Cofounder")).toHaveCount(0);
  await cofounder.getByRole("button", { name: "Record a new result" }).click();
  const again = cofounder.getByRole("dialog", { name: "Record a result" });
  await again.getByLabel(/How many said yes/).fill("5");
  await again.getByLabel(/Out of/).fill("20");
  await again.getByRole("button", { name: "Record result" }).click();
  await expect(again.getByText("Experiment not found.")).toBeVisible();
  await cofounder.reload();
  await expect(cofounder.getByText("Idea not found.")).toBeVisible();
});
