import "server-only";
import { factors } from "@/lib/core/report/factors";
import type { ValidationOutput, StrategyOutput, PainPointOutput } from "@/lib/core/report/schemas";
import { recordedOutcomes } from "@/lib/core/experiments/results-evidence";
import { demoMarketSize } from "./market";
import { bestSentences, evidenceSentences, namedProducts, type EvidenceSentence } from "./evidence";
import { audience, hashOf, headline, pick, possessive, quotedIdea, round1, seeded } from "./words";

/**
 * What the offline demo model writes: schema-valid reports built from the idea's own words, the same every time for
 * the same idea. They show the product's shape without an AI provider; they are not analysis, and say so.
 */

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const DEMO_NOTE = "This is a demo report, written offline from the words of your idea without an AI model.";

/** A title's room (the schemas' 120 characters), and the idea's share of it beside a label such as "Pain points: ". */
const TITLE_MAX = 120;
const TOPIC_MAX = 100;

function context(idea: string) {
  const random = seeded(hashOf(idea.trim().toLowerCase()));
  const quote = quotedIdea(idea);
  // The founder's first sentence, quoted whole, or nothing: a summary never restates the idea cut mid-way.
  return {
    random,
    topic: headline(idea, TOPIC_MAX),
    who: audience(idea),
    inTheirWords: quote ? `Your idea: “${quote}” ` : "",
  };
}

/** The whole title when it fits the schema's limit; else cut at the last whole word, with "…". */
const title = (topic: string) =>
  topic.length > TITLE_MAX
    ? `${topic
        .slice(0, TITLE_MAX - 1)
        .replace(/\s+\S*$/, "")
        .replace(/[,;:…]+$/, "")}…`
    : topic;

const passagesOf = (sentences: EvidenceSentence[]) => new Set(sentences.map((sentence) => sentence.passage)).size;

/** The pain point the evidence itself makes: what customers say most that touches the idea. */
function evidencePainPoint(sentences: EvidenceSentence[], idea: string, who: string, used: Set<string>) {
  const related = bestSentences(sentences, idea, idea, sentences.length, used);
  const chosen = (related.length > 0 ? related : sentences).slice(0, 3);
  chosen.forEach((sentence) => used.add(sentence.text));
  const passages = passagesOf(related.length > 0 ? related : chosen);
  return {
    pain_point: `${capital(who)} describe this problem in their own words, in ${passages} ${passages === 1 ? "passage" : "separate passages"} of the evidence.`,
    strategy:
      "Build the first version around exactly this complaint, and measure whether it goes away for the first ten users.",
    quotes: chosen.map((sentence) => sentence.text),
    mentions: passages,
    basis: "evidence" as const,
  };
}

export function demoPainPoints(idea: string, evidence?: string): PainPointOutput {
  const { random, topic, who, inTheirWords } = context(idea);
  const sentences = evidenceSentences(evidence);
  const used = new Set<string>();
  const frictions = [
    {
      pain_point: `Finding a trustworthy option takes ${who} hours of comparing sites and apps that all look the same.`,
      strategy: `Lead with one clear promise and show proof (reviews, a guarantee) on the first screen.`,
    },
    {
      pain_point: `Existing tools are built for experts or big companies, so ${who} give up half-way through setting them up.`,
      strategy: `Make the first result appear in under five minutes with sensible defaults and no set-up call.`,
    },
    {
      pain_point: `Prices are unclear until checkout, and surprise fees make ${who} abandon the purchase.`,
      strategy: `Publish simple all-in pricing and a free first use so the value is obvious before paying.`,
    },
    {
      pain_point: `When something goes wrong, support is slow and scripted, and ${who} feel ignored.`,
      strategy: `Offer same-day human replies while you are small and turn every complaint into a product fix.`,
    },
    {
      pain_point: `${capital(who)} juggle several apps, messages and notes, and details fall through the gaps.`,
      strategy: `Bring the whole job into one place and import what they already keep elsewhere.`,
    },
  ];
  const count = 4 + Math.floor(random() * 2);
  const lead = sentences.length > 0 ? [evidencePainPoint(sentences, idea, who, used)] : [];
  const inferred = frictions.slice(0, count - lead.length).map((friction) => {
    const quoted = bestSentences(sentences, friction.pain_point, idea, 2, used);
    quoted.forEach((sentence) => used.add(sentence.text));
    return {
      ...friction,
      quotes: quoted.map((sentence) => sentence.text),
      mentions: passagesOf(quoted),
      basis: quoted.length > 0 ? ("evidence" as const) : ("inference" as const),
    };
  });
  return {
    title: title(`Pain points: ${topic}`),
    idea_summary: `${inTheirWords}It serves ${who}. ${DEMO_NOTE}`,
    pain_points: [...lead, ...inferred],
    market_gap: `Today's options either target large organisations or offer a generic self-serve tool. ${capital(who)} who want this done simply, at a fair price, are left in between: a focused product that removes the friction above could win them before incumbents notice.`,
  };
}

export function demoStrategy(idea: string, evidence?: string): StrategyOutput {
  const { random, topic, who } = context(idea);
  const customerWords = bestSentences(evidenceSentences(evidence), idea, idea, 3).map((sentence) => sentence.text);
  const community = pick(random, [
    "Reddit communities",
    "Facebook groups",
    "Slack and Discord communities",
    "LinkedIn groups",
  ]);
  const target = 20 + Math.floor(random() * 8) * 10;
  const channels = [
    `${community} where ${who} meet`,
    `Search ads on the problem in ${possessive(who)} own words`,
    `Newsletters and podcasts ${who} follow`,
    "Direct outreach to early adopters",
  ];
  return {
    title: title(`Marketing strategy: ${topic}`),
    overview: `Position the product as the simplest way for ${who} to get this done, without the cost and complexity of today's options. Win a narrow first segment, prove the promise with real results, then widen. ${DEMO_NOTE}`,
    target_audience: `Start with ${who} who already pay for a workaround and complain about it publicly: they feel the pain, have a budget and can be found. Ignore large organisations until the product is proven.${customerWords.length > 0 ? " Use their own words in every message (see below)." : ""}`,
    customer_words: customerWords,
    objectives: [
      `${target} paying customers by day 90`,
      `20 customer interviews in the first three weeks`,
      `A landing page converting at least 5% of visitors to the waitlist`,
    ],
    key_channels: channels,
    channel_experiments: [
      {
        channel: channels[0]!,
        experiment: `Post one honest question about the problem and count replies from ${who}: 15 replies in a week says the pain is real.`,
        budget_usd: 0,
      },
      {
        channel: channels[1]!,
        experiment:
          "Run two ads with different promises to one landing page; keep the one whose click-through is above 2%.",
        budget_usd: 150,
      },
      {
        channel: channels[2]!,
        experiment:
          "Sponsor one issue and count waitlist sign-ups from its tracked link: 30 or more pays for a second.",
        budget_usd: 200,
      },
      {
        channel: channels[3]!,
        experiment: `Send 30 personal messages to ${who}; five booked calls means the message works.`,
        budget_usd: 0,
      },
    ],
    tactics: [
      {
        step: "Interview the pain",
        description: `Message 50 ${who} in ${community.toLowerCase()} and book 20 calls about how they handle this today. Cost: about 10 hours.`,
      },
      {
        step: "Landing page test",
        description: `Publish a one-page offer with a waitlist and spend $150 on search ads to measure interest.`,
      },
      {
        step: "Concierge pilot",
        description: `Deliver the service by hand to the first 10 sign-ups for free in exchange for feedback and a testimonial.`,
      },
      {
        step: "Referral loop",
        description: `Give each customer one free month for every friend who subscribes; track referrals from day one.`,
      },
    ],
    timeline: [
      { step: "Week 1", description: `Write the interview script, contact 50 ${who} and set up the landing page.` },
      {
        step: "Weeks 2–3",
        description: "Run 20 interviews, launch the ads test and collect at least 100 waitlist sign-ups.",
      },
      { step: "Weeks 4–6", description: "Run the concierge pilot with 10 users; fix the top three complaints." },
      { step: "Weeks 7–12", description: `Open paid plans, start referrals and reach ${target} paying customers.` },
    ],
  };
}

export function demoValidation(idea: string, evidence?: string): ValidationOutput {
  const { random, topic, who, inTheirWords } = context(idea);
  const [demandQuote] = bestSentences(evidenceSentences(evidence), idea, idea, 1);
  // Each factor's reason agrees with its own score: what a high, a middling and a low score would mean.
  const reasons: Record<string, [high: string, middle: string, low: string]> = {
    market_demand: [
      `${capital(who)} run into this problem often and look for a fix; interviews should confirm how badly.`,
      `${capital(who)} do run into this problem, but how often and how badly still needs evidence from interviews.`,
      `Few signs yet that ${who} feel this problem strongly enough to look for a fix.`,
    ],
    competition: [
      "Little strong competition yet: nobody owns this need, which leaves room to become the obvious choice.",
      "Several products already touch this need; the space is busy but not locked up by one dominant player.",
      "The space is crowded with funded products; a newcomer needs a sharp angle to be noticed.",
    ],
    differentiation: [
      "The angle is distinct and hard to copy quickly, which gives customers a clear reason to switch.",
      "The angle is clear, though a competitor could copy a feature-level difference within months.",
      "From the outside this looks much like what customers use today; the difference needs sharpening.",
    ],
    feasibility: [
      "A small team could build a first version with standard tools in weeks.",
      "A small team could build a first version with standard tools; the hard part is operations, not code.",
      "A first version needs hard parts (integrations, operations or data) that a small team will find slow.",
    ],
    monetization_potential: [
      `${capital(who)} already pay for workarounds, which suggests willingness to pay if the value is obvious.`,
      `Some ${who} would pay, but the price they accept and how reliably they pay are still open.`,
      `Little sign yet that ${who} would pay enough; test the price before building.`,
    ],
    scalability: [
      "Software delivery scales well: revenue can grow much faster than costs.",
      "Software delivery scales well, but any manual service component will grow costs with customers.",
      "Much of the work is manual, so costs would grow about as fast as customers.",
    ],
    timing: [
      "Buyers are used to paying for online services, and the tools to build one cheaply are mature.",
      "The timing is neither pushing nor blocking this; nothing makes now especially good.",
      "Nothing in the market makes now the moment: buyers' habits or the tools are not there yet.",
    ],
    execution_risk: [
      "Few hard dependencies: the plan mostly depends on steps within the founder's control.",
      "Success depends on reaching customers cheaply; without a distribution edge the risk is moderate.",
      "Success depends on several hard things going right at once, starting with reaching customers cheaply.",
    ],
  };
  const reasonFor = (key: string, score: number) => reasons[key]![score >= 6.5 ? 0 : score >= 4.5 ? 1 : 2];
  // "Re-validate with my results": what the founder measured moves the factor each experiment tests.
  const outcomes = recordedOutcomes(evidence);
  const moved = (label: string, score: number) =>
    outcomes
      .filter((recorded) => recorded.factorLabel === label)
      .reduce((sum, recorded) => Math.min(10, Math.max(0, sum + (recorded.outcome === "passed" ? 2 : -2.5))), score);
  const learned = (label: string) => {
    const mine = outcomes.filter((recorded) => recorded.factorLabel === label);
    if (mine.length === 0) return "";
    const passed = mine.filter((recorded) => recorded.outcome === "passed").length;
    return ` Your experiments on it: ${passed} passed, ${mine.length - passed} failed.`;
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one entry per factor, built from the factors list; Object.fromEntries types it loosely
  const scores = Object.fromEntries(
    factors.map((factor) => {
      const quoted = factor.key === "market_demand" && demandQuote;
      const score = round1(moved(factor.label, 3.5 + random() * 5.5));
      return [
        factor.key,
        {
          score,
          reason: `${reasonFor(factor.key, score)}${learned(factor.label)}`,
          basis: quoted
            ? ("evidence" as const)
            : factor.key === "timing" || factor.key === "feasibility"
              ? ("inference" as const)
              : ("assumption" as const),
          confidence: quoted ? ("medium" as const) : ("low" as const),
          confidence_reason: quoted
            ? "Your customers describe the problem, but one set of evidence is not yet a market."
            : "A demo report: no model weighed this factor, so treat it as a placeholder to test.",
          quote: quoted ? demandQuote.text : null,
        },
      ];
    }),
  ) as ValidationOutput["scores"];
  const named = namedProducts(evidence).map((name) => ({
    name,
    what_it_does: "Named by your customers in the evidence; check what it offers and charges.",
    price: null,
    opening: "Read what your customers say about it: each complaint is an opening.",
    source: "evidence" as const,
  }));
  const price = pick(random, [9, 12, 19, 29, 49]);
  const customers = 80 + Math.floor(random() * 12) * 20;
  return {
    title: title(topic),
    summary: `${inTheirWords}The clearest strength is a real frustration for ${who}; the biggest risk is reaching them at a low cost. Worth testing with interviews and a landing page before building much. ${DEMO_NOTE}`,
    scores,
    monetization_report: {
      income_streams: [
        { name: `Subscriptions at $${price} a month`, monthly_usd: price * customers },
        { name: "Premium add-ons and services", monthly_usd: Math.round(price * customers * 0.15) },
      ],
      key_expenses: [
        { name: "Hosting and software tools", monthly_usd: 150 + Math.floor(random() * 5) * 50 },
        { name: "Marketing and advertising", monthly_usd: 500 + Math.floor(random() * 6) * 100 },
        { name: "Customer support (part-time)", monthly_usd: 1200 },
        { name: "Payment processing fees", monthly_usd: Math.round(price * customers * 0.03) },
      ],
      notes: `Assumes ${customers} paying customers about a year after launch at $${price} a month, with 15% buying add-ons. ${DEMO_NOTE}`,
    },
    competitors: [
      ...named,
      {
        name: "Spreadsheets and manual workarounds",
        what_it_does: `How many ${who} manage today: notes, spreadsheets and messages.`,
        price: "Free",
        opening: "Nothing is automatic and details get lost; a focused tool can save hours.",
        source: "model",
      },
      {
        name: "Doing nothing",
        what_it_does: "Living with the problem because solving it seems not worth the effort.",
        price: "Free",
        opening: "Show the cost of the problem in money or time, or this remains the strongest competitor.",
        source: "model",
      },
    ],
    next_steps: [
      {
        action: `Interview 15 ${who} about the last time this problem happened and what they did about it.`,
        cost_usd: 0,
        duration_days: 10,
        threshold: "At least 8 of 15 describe the problem unprompted and have tried to solve it.",
        factor: "market_demand",
        pass_line: {
          metric: "Interviewees who describe the problem unprompted",
          comparator: ">=",
          target: 8,
          unit: "of 15 interviewed",
        },
      },
      {
        action: `Publish a one-page offer at $${price} a month and send $150 of search ads to it.`,
        cost_usd: 150,
        duration_days: 7,
        threshold: "20 waitlist sign-ups from 500 visitors in 7 days.",
        factor: "monetization_potential",
        pass_line: { metric: "Landing page sign-up rate", comparator: ">=", target: 4, unit: "%" },
      },
      {
        action: "Ask the most eager sign-ups to pre-pay for the first month.",
        cost_usd: 0,
        duration_days: 14,
        threshold: "5 pre-payments; fewer than 2 means rethink the offer or the audience.",
        factor: "differentiation",
        pass_line: { metric: "Pre-payments for the first month", comparator: ">=", target: 5, unit: "pre-payments" },
      },
    ],
    strategic_insights: [
      `Interview 20 ${who} before writing more code, and ask what they pay today to solve this.`,
      `Test the price with a pre-order page: ask for $${price} up front and count real payments, not likes.`,
      `Pick one channel where ${who} gather and become known there before spreading thin.`,
      "Keep the first version manual where you can; automate only what customers prove they need.",
    ],
    // Last, so the numbers drawn above stay what they were before the demo had a market size.
    market_size: demoMarketSize(who, price, random, evidence),
  };
}
