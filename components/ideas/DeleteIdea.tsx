"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { callApi } from "@/lib/client/call-api";
import { useApiAction } from "@/lib/client/useApiAction";

/**
 * "Delete idea": the idea with its reports (every version), experiments and results, after the app's own confirmation;
 * an idea with variants asks what becomes of them (kept as ideas of their own by default).
 */
export function DeleteIdea({ id, title, variants = 0 }: { id: string; title: string; variants?: number }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [withVariants, setWithVariants] = useState<"keep" | "delete">("keep");
  const { call, leave, busy, error, setError } = useApiAction();

  async function remove() {
    const deleted = await call(
      "action",
      () => callApi("deleteIdea", { params: { id }, query: variants > 0 ? { variants: withVariants } : {} }),
      "The idea could not be deleted. Please try again.",
    );
    if (!deleted) return;
    // The dialog stays busy while the list opens.
    leave();
    router.push("/app/ideas");
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className="btn-ghost -ml-3 text-sm text-red-700"
      >
        Delete idea
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this idea?"
        description={
          <>
            <p>
              “{title}” will be deleted with every report of it, saved or not, and its experiments and results. This
              cannot be undone.
            </p>
            {variants > 0 && <VariantsChoice count={variants} value={withVariants} onChange={setWithVariants} />}
          </>
        }
        confirmLabel="Delete idea"
        busyLabel="Deleting…"
        busy={busy}
        error={error}
        onConfirm={() => void remove()}
      />
    </>
  );
}

function VariantsChoice({
  count,
  value,
  onChange,
}: {
  count: number;
  value: "keep" | "delete";
  onChange: (value: "keep" | "delete") => void;
}) {
  const options =
    count === 1
      ? [
          { value: "keep" as const, label: "Keep its variant as an idea of its own" },
          { value: "delete" as const, label: "Delete its variant too, with its reports and experiments" },
        ]
      : [
          { value: "keep" as const, label: `Keep its ${count} variants as ideas of their own` },
          { value: "delete" as const, label: `Delete its ${count} variants too, with their reports and experiments` },
        ];
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="text-sm font-medium text-ink-900">
        This idea has {count === 1 ? "a variant" : `${count} variants`}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-sm text-ink-700">
          <input
            type="radio"
            name="delete-variants"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
