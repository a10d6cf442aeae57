/**
 * Comparing two rates (issue 47: which price or headline sells): Fisher's exact test while counts are small, the
 * two-proportion z-test once they are not, Holm's correction for comparing several variants at once, and how many
 * visitors each variant would need to tell a difference at today's rates. Code decides which variant is better; the
 * model is never asked. Pure, browser-safe.
 */

/** One variant's sample: how many of how many (sign-ups of unique visitors). */
export interface Rate {
  successes: number;
  trials: number;
}

/** The natural log of n!, exactly summed below 256 and by Stirling's series above (error under 1e-10). */
function logFactorial(n: number): number {
  if (n < 256) {
    let sum = 0;
    for (let k = 2; k <= n; k++) sum += Math.log(k);
    return sum;
  }
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + 1 / (12 * n) - 1 / (360 * n ** 3);
}

const logChoose = (n: number, k: number) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/**
 * Fisher's exact test, two-sided, of the 2×2 table [[a, b], [c, d]] (a of a+b succeeded in one group, c of c+d in the
 * other): the probability, under no difference, of a table with the same margins at most as likely as this one (R's
 * `fisher.test`, with its relative tolerance of 1e-7 for ties).
 */
export function fisherExact(a: number, b: number, c: number, d: number): number {
  const row1 = a + b;
  const column1 = a + c;
  const total = a + b + c + d;
  if (total === 0) return 1;
  const logP = (x: number) => logChoose(row1, x) + logChoose(total - row1, column1 - x) - logChoose(total, column1);
  const observed = logP(a);
  let p = 0;
  for (let x = Math.max(0, column1 - (total - row1)); x <= Math.min(row1, column1); x++) {
    const here = logP(x);
    if (here <= observed + 1e-7 * Math.abs(observed) + 1e-12) p += Math.exp(here);
  }
  return Math.min(1, p);
}

/** The standard normal distribution function, through erfc. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

function erfc(x: number): number {
  // Numerical Recipes' erfc by Chebyshev fit (fractional error under 1.2e-7), enough for a p-value against 0.05.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** The two-proportion z-test, two-sided, on the pooled rate: the p-value of a difference this large under none. */
export function twoProportionZ(first: Rate, second: Rate): number {
  const trials = first.trials + second.trials;
  if (first.trials === 0 || second.trials === 0) return 1;
  const pooled = (first.successes + second.successes) / trials;
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / first.trials + 1 / second.trials));
  if (spread === 0) return 1;
  const z = Math.abs(first.successes / first.trials - second.successes / second.trials) / spread;
  return 2 * (1 - normalCdf(z));
}

/** Below this many expected in any cell, the z-test's normal approximation is not trusted: Fisher's exact is used. */
export const SMALL_CELL = 5;

/** The p-value of the difference between two rates: Fisher's exact while any expected cell is small, else the z-test. */
export function differenceP(first: Rate, second: Rate): number {
  const trials = first.trials + second.trials;
  const successes = first.successes + second.successes;
  const expected = [first.trials, second.trials].flatMap((n) => [
    (n * successes) / Math.max(1, trials),
    (n * (trials - successes)) / Math.max(1, trials),
  ]);
  if (expected.some((cell) => cell < SMALL_CELL)) {
    return fisherExact(
      first.successes,
      first.trials - first.successes,
      second.successes,
      second.trials - second.successes,
    );
  }
  return twoProportionZ(first, second);
}

/**
 * Holm's step-down correction: which of several p-values are significant at `alpha` together (the smallest compared
 * with alpha/m, the next with alpha/(m-1), …, stopping at the first that is not), in the order given.
 */
export function holm(pValues: readonly number[], alpha = 0.05): boolean[] {
  const order = pValues.map((p, index) => ({ p, index })).sort((x, y) => x.p - y.p);
  const significant = pValues.map(() => false);
  for (const [rank, { p, index }] of order.entries()) {
    if (p > alpha / (pValues.length - rank)) break;
    significant[index] = true;
  }
  return significant;
}

/**
 * About how many visitors each of two variants needs for a two-sided test at 95 % to tell their rates apart with 80 %
 * power, if today's rates held; null when the rates are the same (no number of visitors would tell them apart).
 */
export function visitorsToTell(first: number, second: number): number | null {
  if (first === second) return null;
  const zAlpha = 1.959963984540054;
  const zPower = 0.8416212335729143;
  const mean = (first + second) / 2;
  const root =
    zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zPower * Math.sqrt(first * (1 - first) + second * (1 - second));
  return Math.ceil((root * root) / ((first - second) * (first - second)));
}
