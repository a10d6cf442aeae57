/**
 * What tokens cost: US dollars per million tokens of input, cached input and output, by model. OpenAI's published
 * standard prices when this was written (2026-11); an operator on other prices, or another provider, sets AI_PRICES
 * (`model=input/cached/output` pairs, comma-separated, e.g. `gpt-4.1-mini=0.4/0.1/1.6,llama3.1=0/0/0`). Reasoning
 * tokens are billed as output and are already inside the output count; cached input is inside the input count.
 */
export interface Price {
  input: number;
  cached: number;
  output: number;
}

export const DEFAULT_PRICES: Readonly<Record<string, Price>> = {
  "gpt-4.1": { input: 2, cached: 0.5, output: 8 },
  "gpt-4.1-mini": { input: 0.4, cached: 0.1, output: 1.6 },
  "gpt-4.1-nano": { input: 0.1, cached: 0.025, output: 0.4 },
  "gpt-4o": { input: 2.5, cached: 1.25, output: 10 },
  "gpt-4o-mini": { input: 0.15, cached: 0.075, output: 0.6 },
  "o4-mini": { input: 1.1, cached: 0.275, output: 4.4 },
  "gpt-5": { input: 1.25, cached: 0.125, output: 10 },
  "gpt-5-mini": { input: 0.25, cached: 0.025, output: 2 },
  "gpt-5-nano": { input: 0.05, cached: 0.005, output: 0.4 },
};

/** The prices in force: the defaults, with AI_PRICES' entries over them. Throws on an entry it cannot read. */
export function pricesFrom(setting: string | undefined): Record<string, Price> {
  const prices: Record<string, Price> = { ...DEFAULT_PRICES };
  for (const entry of (setting ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([^=\s]+)=([\d.]+)\/([\d.]+)\/([\d.]+)$/.exec(entry);
    if (!match) throw new Error(`AI_PRICES: "${entry}" is not model=input/cached/output (dollars per million tokens).`);
    prices[match[1]!] = { input: Number(match[2]), cached: Number(match[3]), output: Number(match[4]) };
  }
  return prices;
}

/**
 * A model's price: its own, else that of the longest priced name it starts with (a dated snapshot such as
 * `gpt-4.1-mini-2025-04-14` costs what `gpt-4.1-mini` does), else none.
 */
export function priceOf(model: string, prices: Record<string, Price>): Price | undefined {
  if (prices[model]) return prices[model];
  const family = Object.keys(prices)
    .filter((name) => model.startsWith(`${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return family ? prices[family] : undefined;
}

export interface Tokens {
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
}

/** What tokens cost in dollars at `price`. */
export function costOf(tokens: Tokens, price: Price): number {
  const cached = Math.min(tokens.cachedInputTokens, tokens.inputTokens);
  return (
    ((tokens.inputTokens - cached) * price.input + cached * price.cached + tokens.outputTokens * price.output) / 1e6
  );
}
