"use client";

import { useState } from "react";
import { fieldClass } from "@/components/ui/TextField";
import { VARIANT_KINDS, type PageVariants, type VariantKind } from "@/lib/core/measured/variants";

const POSITIONS = [0, 1, 2] as const;

/** The variants the form holds: its kind and the texts typed (two or three), or null when it compares none. */
export function variantsOf(form: FormData): PageVariants | null {
  const kind = VARIANT_KINDS.find((choice) => choice === form.get("variant_kind"));
  if (!kind) return null;
  const texts = POSITIONS.map((position) => String(form.get(`variant${position}`) ?? "").trim()).filter(Boolean);
  return { kind, texts };
}

const kindWords: Record<VariantKind | "none", string> = {
  none: "One price and headline",
  price: "Compare prices",
  headline: "Compare headlines",
};

/**
 * What the page compares (issue 47): nothing, two or three prices, or two or three headlines. Each visitor sees one,
 * the same all day; code says which sells better once the counts can tell. Changing a variant's words starts its count
 * again.
 */
export function VariantFields({ id, initial }: { id: string; initial: PageVariants | null }) {
  const [kind, setKind] = useState<VariantKind | "none">(initial?.kind ?? "none");
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-200 p-4" aria-describedby={`${id}-variants-hint`}>
      <legend className="px-1 text-sm font-semibold text-ink-900">Compare variants (optional)</legend>
      <p id={`${id}-variants-hint`} className="text-sm text-ink-600">
        Each visitor sees one variant all day. LaunchLens says which sells better only once the counts can tell, with
        the minimum of visitors on each; changing a variant’s words starts its count again.
      </p>
      <div className="flex flex-wrap gap-2">
        {(["none", ...VARIANT_KINDS] as const).map((choice) => (
          <label
            key={choice}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 px-3 text-sm text-ink-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="variant_kind"
              value={choice === "none" ? "" : choice}
              checked={kind === choice}
              onChange={() => setKind(choice)}
              className="accent-brand-600"
            />
            {kindWords[choice]}
          </label>
        ))}
      </div>
      {kind !== "none" && (
        <div className="grid gap-2 sm:grid-cols-3">
          {POSITIONS.map((position) => (
            <div key={`${kind}-${position}`}>
              <label htmlFor={`${id}-variant${position}`} className="block text-sm font-medium text-ink-800">
                {kind === "price" ? "Price" : "Headline"} {position + 1}
                {position === 2 && <span className="font-normal text-ink-600"> (optional)</span>}
              </label>
              <input
                id={`${id}-variant${position}`}
                name={`variant${position}`}
                defaultValue={initial?.kind === kind ? (initial.texts[position] ?? "") : ""}
                maxLength={kind === "price" ? 60 : 90}
                required={position < 2}
                className={`${fieldClass} mt-1`}
              />
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
