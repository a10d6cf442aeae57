import { describe, expect, it } from "vitest";
import { demoValidation, demoStrategy, demoPainPoints } from "./reports";
import { audience } from "./words";

/** Thirty-odd ideas as founders type them: short, long, B2B, consumer, non-English words, a question, a list. */
const IDEAS = [
  "Dog walking app.",
  "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist.",
  "An app that sends apartment renters reminders before rent is due and splits it between flatmates.",
  "Meal kits for night-shift nurses, delivered before their shift starts and priced per week.",
  "A marketplace that matches dog owners with trusted sitters in their own street",
  "What if small bakeries could sell tomorrow's unsold bread at a discount through one shared app?",
  "- a scheduling tool for tutors\n- payments built in\n- reminders for parents",
  "B2B SaaS that helps mid-sized logistics companies forecast warehouse staffing from order data, with a Slack bot for managers.",
  "Une application pour les boulangeries qui vend le pain invendu le soir à prix réduit.",
  "Eine App, die Handwerkern hilft, Angebote schneller zu schreiben.",
  "Kombucha subscription for office teams.",
  "AI bookkeeping for freelancers who hate spreadsheets and forget to send invoices on time, with a monthly summary their accountant can read.",
  "A platform connecting retired engineers with school robotics teams for paid mentoring sessions over video, billed by the hour, with safeguarding checks and a simple calendar.",
  "Tool for landlords to track repairs.",
  "Subscription boxes of local plants for busy homeowners who killed every houseplant they ever bought.",
  "An invoicing assistant that books clients and chases late payments for photographers.",
  "Fitness classes in parks for seniors, booked by phone or app.",
  "Noise-cancelling pods for open-plan offices rented by the month to companies.",
  "A language exchange app pairing travellers with locals over coffee.",
  "Carbon accounting for small manufacturers that need reports for their big customers.",
  "Second-hand climbing gear marketplace with safety inspections.",
  "Can I build a Duolingo for cooking?",
  "Legal document templates for charities, reviewed by volunteers who are lawyers.",
  "A CRM for wedding florists.",
  "On-demand phone repair at your office desk, paid by employers as a staff perk.",
  "Pet insurance comparison for cat owners in Germany.",
  "日本の小さなカフェ向けの予約アプリ",
  "An e-bike leasing scheme for delivery riders that includes maintenance and theft insurance.",
  "Grocery delivery that only sells food close to its best-before date, at half price, for students.",
  "Booking software for barbers with no-show deposits.",
  "A Chrome extension that summarises long email threads for managers in two sentences.",
  "Tutoring marketplace matching university students with high-school kids for exam preparation in maths and physics at £15 an hour.",
];

/** Every prose field of the three reports (not titles, labels or channel names). */
function prose(idea: string): string[] {
  const pp = demoPainPoints(idea);
  const ms = demoStrategy(idea);
  const iv = demoValidation(idea);
  return [
    pp.idea_summary,
    pp.market_gap,
    ...pp.pain_points.flatMap((item) => [item.pain_point, item.strategy]),
    ms.overview,
    ms.target_audience,
    ...ms.channel_experiments.map((item) => item.experiment),
    ...ms.tactics.map((item) => item.description),
    ...ms.timeline.map((item) => item.description),
    iv.summary,
    iv.monetization_report.notes,
    ...Object.values(iv.scores).map((factor) => factor.reason),
    ...iv.strategic_insights,
    ...iv.competitors.flatMap((item) => [item.what_it_does, item.opening]),
    ...iv.next_steps.flatMap((item) => [item.action, item.threshold]),
  ];
}

const VERBS =
  /^(sends|helps|lets|matches|connects|gives|books|tracks|finds|makes|offers|sells|pairs|chases|summarises|fills|includes|needs)\b/;

describe("the demo model writes good English for any idea", () => {
  it.each(IDEAS)("%s", (idea) => {
    for (const text of prose(idea)) {
      expect(text, "a doubled possessive").not.toMatch(/s's\b/);
      expect(text, "a sentence cut mid-way").not.toMatch(/…|\.\.\.|\w\.\s+[a-z]/);
      expect(text.trim(), "a sentence without its full stop").toMatch(/[.!?]["”)]?$/);
    }
    expect(audience(idea), "a verb used as a noun").not.toMatch(VERBS);
  });

  it("names the people of the idea rather than a stand-in when it names any", () => {
    expect(audience(IDEAS[1]!)).toBe("independent dog groomers");
    expect(audience(IDEAS[2]!)).toBe("apartment renters");
    expect(audience(IDEAS[4]!)).toBe("dog owners");
    expect(audience(IDEAS[15]!)).toBe("clients");
    expect(audience("Dog walking app.")).toBe("early customers");
  });
});

describe("the demo model's titles", () => {
  it("carry the idea's whole first sentence when the schema's 120 characters have room for it", () => {
    const idea = IDEAS[1]!;
    expect(demoPainPoints(idea).title).toBe(
      "Pain points: A booking app for independent dog groomers that fills last-minute cancellations from a waitlist",
    );
    expect(demoValidation(idea).title).toBe(
      "A booking app for independent dog groomers that fills last-minute cancellations from a waitlist",
    );
    for (const each of IDEAS) {
      for (const title of [demoPainPoints(each).title, demoStrategy(each).title, demoValidation(each).title]) {
        expect(title.length).toBeLessThanOrEqual(120);
        // Cut only where the first sentence itself is longer than the room, and then at a whole word.
        if (title.endsWith("…")) expect(each.split(/(?<=[.!?])\s/)[0]!.length).toBeGreaterThan(100);
      }
    }
  });
});
