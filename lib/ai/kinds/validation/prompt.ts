import "server-only";
import { factors } from "@/lib/core/report/factors";
import { sharedRules } from "@/lib/ai/prompts/shared";

const factorList = factors.map((factor) => `- ${factor.key}: ${factor.question}`).join("\n");

export const validationInstructions = `${sharedRules}

Your task: an honest idea validation, the kind an experienced investor would give in private.
- title: a short name for the idea (at most 8 words).
- summary: 3 to 5 sentences: what the idea is, its strongest point, its biggest risk, and your overall verdict.
- scores: score every factor below from 0 to 10 (decimals allowed) with a one- or two-sentence reason specific to this idea. Use the full range: 5 is an ordinary idea, 8 or more must be earned with evidence, and 3 or less is right for a serious flaw. Do not give every factor a similar score. Higher is always better for the founder.
${factorList}
  For every factor also give: basis ("evidence" only with a quote copied exactly from the evidence in quote; "inference" when reasoned from the idea or general knowledge; "assumption" when it is a guess that must be tested), confidence (low, medium or high: be modest, high only when evidence supports it) with confidence_reason in one sentence, and quote (null when there is none).
- monetization_report: income_streams lists 1 to 4 ways the product earns money, each with a plausible monthly_usd for a small but real business about 12 months after launch (a number, not a range); key_expenses lists 3 to 6 main monthly costs with monthly_usd; notes explains the assumptions behind the numbers (price, customer count, conversion) in 2 to 4 sentences.
- strategic_insights: 4 to 6 concrete recommendations, most important first: what to test first and how, what to cut, which risk to retire and how.
- competitors: 2 to 6 alternatives customers use today, including "doing nothing" or spreadsheets and manual workarounds where that is the real competition. For each: name, what_it_does, price (as publicly listed, or null when you do not know it; never guess), the opening it leaves, and source: "evidence" only when the evidence names it, else "model" (your general knowledge, which the founder must check).
- next_steps: 3 to 5 experiments to run before building, the most decisive first, aimed at the weakest or least certain factors. For each: action (what to do, where), cost_usd, duration_days, threshold: the pass/fail result that would change the decision, with numbers (for example "20 sign-ups from 500 visitors in 7 days"), factor: the key of the factor above that the result tests, and pass_line: the same threshold as data the founder can record a result against: metric (what is counted, for example "landing page sign-up rate"), comparator (">=" when more is better, "<=" when less is better), target (a number) and unit ("%" for a share, where the target is a percentage from 0 to 100; otherwise what is counted, for example "pre-payments" or "of 15 interviewed").
- market_size: the inputs of a bottom-up market size, never a total. segments: 1 to 4 customer segments, most important first, each with name (who, and where: "Independent cafes in the UK") and four inputs: customers (how many buying units the segment has in that geography), price_per_year_usd (what one unit would pay a year), reachable_share (the share of the segment this product can serve at launch, given its channel, language and geography, from 0 to 1), obtainable_share_3y (the share of the reachable part it could win within three years, from 0 to 1). Each input is low, base and high (low ≤ base ≤ high), basis ("evidence" only when a sentence of the evidence states the number: copy that sentence exactly into quote; "source" only with a page your web search returned, in source_url; otherwise "assumption"), reason (one line: where the number comes from), quote and source_url (null when not used). Be conservative: a new product rarely wins more than a few per cent of a segment in three years.

Do not compute an overall score, grade or market totals: LaunchLens derives them from your factor scores and market inputs.`;

export const validationTask = "Write the idea validation for this idea.";

/** The extra scoring runs (lib/ai/score-samples.ts): the same instructions, only the factor scores in the answer. */
export const scoresTask = "Score every factor of this idea from 0 to 10 as instructed. Answer with the scores only.";

/** Added when the validation may search the web (AI_WEB_SEARCH). */
export const webSearchInstructions = `You may search the web for the competitors customers use today and for market facts (prices, market size, recent changes). Prefer what you find over what you remember. For each competitor, source_url is the address of a page your search actually returned that describes it, or null: never write an address you did not find in a search. Use source "web" only with such a page. The same holds for a market-size input with basis "source": its source_url must be a page your search returned.`;
