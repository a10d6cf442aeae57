/**
 * Whether "Re-validate with my results" has anything to weigh: a result recorded after the latest validation was made.
 * Without one a re-validation would make a version that only repeats the last, so the button says why it waits.
 */
export type Revalidation = { can: true } | { can: false; why: string };

export function revalidation(
  experiments: readonly { result: { recorded_at: string } | null }[],
  latest: { version: number; created_at: string } | null,
): Revalidation {
  const recorded = experiments.flatMap((experiment) => (experiment.result ? [experiment.result.recorded_at] : []));
  if (recorded.length === 0)
    return { can: false, why: "Record a result to re-validate the idea with what you learned." };
  if (!latest || recorded.some((at) => Date.parse(at) > Date.parse(latest.created_at))) return { can: true };
  return {
    can: false,
    why: `Version ${latest.version}, the latest validation, came after every result recorded so far: record a new result to re-validate with it.`,
  };
}
