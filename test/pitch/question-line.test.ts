import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import type { SurveyQuestion } from "@/lib/core/measured/survey/questions";
import { settleBackgroundWork } from "@/lib/server/background";
import { judgeDuePages } from "@/lib/server/measured/pitch/judge";
import { emailsTo } from "@/test/api";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { api } from "@/test/experiments/helpers";
import { addresses, livePage, pageFields, pitch, signUp } from "./helpers";

// Issue 46: a page question can carry a pass line, judged by code into its own experiment from the counted sign-ups'
// answers, as a survey's line is: from its minimum once the interval clears, or at the due date.
const QUESTIONS: SurveyQuestion[] = [
  {
    kind: "choice",
    text: "How do you order stock today?",
    options: ["By hand", "A spreadsheet", "I pay for a tool or a service"],
    other: false,
  },
  { kind: "scale", text: "How often did you run out last month?", scale: "1-5", low: "Never", high: "Every week" },
];
const payLine = { kind: "share", question: 0, option: 2, comparator: ">=", target: 50 };

type Experiment = { id: string; status: string; metric: string; unit: string; factor: string | null };

describe("a pass line on a pitch page's question", () => {
  it("is its own experiment, judged at its minimum from the counted sign-ups' answers, once", async () => {
    const { client, validation, page } = await livePage({
      fields: pageFields({ questions: QUESTIONS }),
      question_line: { line: payLine, min_responses: 5, factor: "monetization_potential" },
    });
    expect(page.question_line).toEqual({ line: payLine, min_responses: 5 });
    const experiments = (await api.list(client, validation.idea_id)).body.data as Experiment[];
    const own = experiments.find((experiment) => experiment.id === page.question_experiment_id);
    expect(own).toMatchObject({
      metric: "Pitch page sign-ups choosing “I pay for a tool or a service”",
      unit: "%",
      factor: "monetization_potential",
      status: "planned",
    });
    // Four pay for a tool, none of the others answers: 4 of 4 is too few to judge; a fifth (a spreadsheet) reaches it.
    const people = addresses(8);
    for (const [index, address] of people.slice(0, 4).entries()) {
      await signUp(page.slug, { address, email: `pays${index}@example.com`, extra: { q0: "2" } });
    }
    await settleBackgroundWork();
    let read = (await pitch.get(client, page.id)).body;
    expect(read.question_reading).toMatchObject({ state: "too_few", answered: 4, needed: 5 });
    expect(read.question_judged_at).toBeNull();
    await signUp(page.slug, { address: people[4]!, email: "sheet@example.com", extra: { q0: "1" } });
    await settleBackgroundWork();
    read = (await pitch.get(client, page.id)).body;
    expect(read.question_measured).toBe("4 of 5 respondents chose “I pay for a tool or a service”");
    // 4 of 5 is 80 %, its 95 % interval 37.6–96.4 % still holds 50 %: not judged yet.
    expect(read.question_reading).toMatchObject({ state: "undecided", answered: 5 });
    expect(read.question_judged_at).toBeNull();
    // Three more pay: 7 of 8, interval 52.9–97.8 %, clears the line: recorded as passed, once.
    for (const [index, address] of people.slice(5).entries()) {
      await signUp(page.slug, { address, email: `later${index}@example.com`, extra: { q0: "2" } });
    }
    await settleBackgroundWork();
    read = (await pitch.get(client, page.id)).body;
    expect(read.question_judged_at).not.toBeNull();
    const judged = ((await api.list(client, validation.idea_id)).body.data as Experiment[]).find(
      (experiment) => experiment.id === page.question_experiment_id,
    );
    expect(judged?.status).toBe("passed");
  });

  it("is recorded at the due date whatever it can tell, once, and the founder is told", async () => {
    const { client, validation, page } = await livePage({
      fields: pageFields({ questions: QUESTIONS }),
      due_date: "2099-12-31",
      question_line: { line: payLine, min_responses: 15 },
    });
    const people = addresses(3);
    for (const [index, address] of people.entries()) {
      await signUp(page.slug, { address, email: `late${index}@example.com`, extra: { q0: index === 0 ? "2" : "0" } });
    }
    await settleBackgroundWork();
    const db = await getDb();
    await judgeDuePages(db, "2100-01-02");
    await judgeDuePages(db, "2100-01-03");
    const read = (await pitch.get(client, page.id)).body;
    expect(read.question_judged_at).not.toBeNull();
    const experiments = (await api.list(client, validation.idea_id)).body.data as (Experiment & {
      history: { value: number }[];
      result: { value: number; denominator: number; notes: string } | null;
    })[];
    const own = experiments.find((experiment) => experiment.id === page.question_experiment_id)!;
    expect(own.status).toBe("failed");
    expect(own.result).toMatchObject({ value: 1, denominator: 3, source: "pitch", shown: null });
    expect(own.result!.notes).toMatch(/^Recorded by the pitch page \/p\/.*'s question at its due date: 1 of 3/);
    expect(own.result!.notes).toContain("could not tell");
    // Judged once: the second pass records nothing more (history holds the results before the latest).
    expect(own.history).toEqual([]);
    const email = ((await client.call(currentUser, "/api/auth/user")).body as { email: string }).email;
    const mails = await emailsTo(email);
    expect(
      mails.filter((mail) => mail.subject === "Your pitch page's question did not pass its pass line"),
    ).toHaveLength(1);
  });

  it("must name a question the page asks, of the line's kind", async () => {
    const { client, validation } = await livePage();
    const refused = await pitch.create(client, {
      idea_id: validation.idea_id,
      fields: pageFields({ questions: QUESTIONS }),
      target_percent: 5,
      due_date: "2099-12-31",
      question_line: { line: { kind: "median", question: 0, comparator: ">=", target: 4 } },
    });
    expect([refused.status, refused.body.message]).toEqual([400, "A median pass line needs a scale question."]);
  });
});
