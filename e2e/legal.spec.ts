import { expect, test } from "@playwright/test";

const documents = [
  {
    path: "/privacy",
    title: "LaunchLens Privacy Policy",
    heading: "Privacy Policy",
    statements: [
      /at least 13 years old/,
      /processed temporarily/,
      /stored only if you save the report/,
      /deleted automatically 30 days after/,
      /Turning the setting off deletes your unsaved reports/,
    ],
    updated: "23/11/2026",
  },
  {
    path: "/terms",
    title: "LaunchLens Terms of Service",
    heading: "Terms of Service",
    statements: [/at least 13 years old/, /processed temporarily and stored only if you save it/, /governed by UK law/],
    updated: "30/01/2025",
  },
];

for (const doc of documents) {
  test(`${doc.path} has its title, ten sections and the required statements`, async ({ page }) => {
    await page.goto(doc.path);
    await expect(page).toHaveTitle(doc.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.heading);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByText(`Last updated ${doc.updated}`)).toBeVisible();

    const sections = page.locator("[data-legal-section]");
    await expect(sections).toHaveCount(10);
    for (let index = 0; index < 10; index++) {
      await expect(sections.nth(index).getByRole("heading", { level: 2 })).toHaveText(new RegExp(`^${index + 1}\\. `));
    }
    for (const statement of doc.statements) {
      await expect(page.getByRole("main")).toContainText(statement);
    }

    // The table of contents reaches every section.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link").last().click();
    await expect(sections.last().getByRole("heading", { level: 2 })).toBeInViewport();
  });
}
