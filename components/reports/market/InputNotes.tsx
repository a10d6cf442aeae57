import type { StoredMarketSize } from "@/lib/core/market/schemas";
import type { InputKey } from "@/lib/core/market/inputs";
import { marketInputBasisLabels } from "@/lib/core/labels";
import { Tag } from "../parts";
import { basisTone } from "./SegmentTable";

type Input = StoredMarketSize["segments"][number][InputKey];

/** Which note goes under an input: what is wrong with it, or where the founder's number stands against the model's. */
export type InputNoteKind =
  | { kind: "problem"; message: string }
  | { kind: "model"; model: NonNullable<Input["model"]> }
  | { kind: "back to the model" }
  | { kind: "yours" };

/**
 * The note under one input of the editor: its problem (`problem-<where>`, which its cells point to), the way back to
 * the model's number while the founder's stands, the model's number about to come back, or why the founder's number.
 */
export function InputNote({
  note,
  where,
  input,
  label,
  segment,
  modelNumber,
  disabled,
  onBackToModel,
  moved,
  reason,
  onReason,
}: {
  note: InputNoteKind;
  where: string;
  input: Input;
  label: string;
  segment: string;
  modelNumber: (model: NonNullable<Input["model"]>) => string;
  disabled: boolean;
  onBackToModel: () => void;
  moved: string | undefined;
  reason: string;
  onReason: (reason: string) => void;
}) {
  if (note.kind === "problem") {
    return (
      <p id={`problem-${where}`} className="text-sm font-medium text-red-700">
        {note.message}
      </p>
    );
  }
  if (note.kind === "model") {
    return (
      <ModelNote
        input={input}
        label={label}
        segment={segment}
        modelNumber={modelNumber(note.model)}
        disabled={disabled}
        onBackToModel={onBackToModel}
      />
    );
  }
  if (note.kind === "back to the model") {
    return <p className="text-sm text-ink-700">Back to the model&apos;s number once you save.</p>;
  }
  return <YourNumber label={label} segment={segment} moved={moved} reason={reason} onReason={onReason} />;
}

/** Under an input the founder has not changed and that was theirs: where it comes from, and the model's number. */
function ModelNote({
  input,
  label,
  segment,
  modelNumber,
  disabled,
  onBackToModel,
}: {
  input: Input;
  label: string;
  segment: string;
  modelNumber: string;
  disabled: boolean;
  onBackToModel: () => void;
}) {
  return (
    <div className="space-y-1.5">
      <p>
        <Tag tone={basisTone(input.basis)}>{marketInputBasisLabels[input.basis]}</Tag>{" "}
        <span className="text-sm">{input.reason}</span>
      </p>
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        disabled={disabled}
        onClick={onBackToModel}
      >
        Use the model&apos;s number ({modelNumber})
        <span className="sr-only">
          {" "}
          for {label.toLowerCase()}, {segment}
        </span>
      </button>
    </div>
  );
}

/** Under an input the founder changed: the range that moved with its base, if it did, and why this number. */
function YourNumber({
  label,
  segment,
  moved,
  reason,
  onReason,
}: {
  label: string;
  segment: string;
  moved: string | undefined;
  reason: string;
  onReason: (reason: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      {moved && (
        <p role="status" className="text-sm text-ink-700">
          {moved}
        </p>
      )}
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <Tag>Your number</Tag>
        <span className="sr-only">
          Why {label.toLowerCase()} for {segment} (optional)
        </span>
        <input
          type="text"
          maxLength={300}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          placeholder="Why this number? (optional)"
          className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 py-1 text-sm text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </label>
    </div>
  );
}
