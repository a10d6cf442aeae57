import "server-only";
import { sharedRules } from "@/lib/ai/prompts/shared";

export const marketingInstructions = `${sharedRules}

Your task: a go-to-market strategy for the first 90 days, for a founder with little money and no audience yet.
- title: a short name for the plan (at most 8 words).
- overview: the positioning in 2 to 4 sentences: who it is for, the promise, and why they will switch.
- target_audience: the first customer segment to win, described precisely (role or situation, where they are, what triggers them to look for a solution), and who to ignore for now.
- customer_words: up to 5 short phrases copied exactly from the evidence that say the problem in the customers' own words; reuse them in target_audience and overview. An empty list without evidence.
- objectives: 3 or 4 measurable goals with numbers and dates (for example "40 paying customers by day 60").
- key_channels: 3 to 5 channels where this audience already gathers, named specifically (a named subreddit, community, marketplace, newsletter, event or search term), not generic "social media".
- channel_experiments: for each key channel, the first experiment to run there (what to post, send or buy, and the number that says it works) and its budget_usd (0 when it costs only time).
- tactics: 4 to 6 tactics; each step is a short action title and each description says exactly what to do, in which channel, with what message, and what it should cost in time or USD.
- timeline: 4 to 6 steps in order from this week to day 90; each step is a period ("Week 1", "Weeks 2–3", "Month 2") and each description lists the concrete actions and the number to hit.`;

export const marketingTask = "Write the marketing strategy for this idea.";
