import { measuredKinds, type EveryMeasuredKind, type MeasuredKindDescription } from "./kind";
import { pitchKind } from "./pitch/kind";
import { surveyKind } from "./survey/kind";

export {
  assertNeverMeasured,
  measuredKinds,
  type EveryMeasuredKind,
  type MeasuredKind,
  type MeasuredKindDescription,
} from "./kind";

const descriptions = { pitch: pitchKind, survey: surveyKind } as const;

/** Each measured kind as its module describes it: `measured[kind].noun`, `.formPurpose`, …. */
export const measured: EveryMeasuredKind<typeof descriptions> = descriptions;

/** The measured kinds in their one order. */
export const measuredKindList: readonly MeasuredKindDescription[] = measuredKinds.map((kind) => measured[kind]);
