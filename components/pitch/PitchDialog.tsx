"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/Modal";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { fieldClass } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";
import { typingLocale } from "@/lib/client/locale";
import { useApiAction } from "@/lib/client/useApiAction";
import type { PitchFieldsInput, ServedPitchPage } from "@/lib/core/api/pitch";
import { ctaWords, PITCH_CTAS } from "@/lib/core/pitch/cta";
import { readNumber } from "@/lib/core/numbers";

/** Where a new page comes from: a next step ("Test with a pitch page") brings its pass line and factor. */
export interface PitchOrigin {
  reportId: string;
  item: string;
  targetPercent: number;
  factor: string | null;
  dueInDays: number;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The pitch page's words and pass line. A new page starts from the draft code makes of the idea's validation; the
 * founder edits every word, and it is saved as a draft (published from its card).
 */
export function PitchDialog({
  ideaId,
  editing,
  origin,
  onClose,
  onSaved,
}: {
  ideaId: string;
  editing?: ServedPitchPage;
  origin?: PitchOrigin;
  onClose: () => void;
  onSaved: (page: ServedPitchPage) => void;
}) {
  const [fields, setFields] = useState<PitchFieldsInput | null>(editing?.fields ?? null);
  const [draftedBy, setDraftedBy] = useState<"model" | "code" | null>(null);
  const { call, busy, error, setError } = useApiAction();
  const first = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (fields) return;
    let cancelled = false;
    api<{ fields: PitchFieldsInput; drafted_by: "model" | "code"; message?: string }>(
      `/api/data/pitch-pages/draft?idea_id=${ideaId}`,
    )
      .then(({ ok, data }) => {
        if (cancelled) return;
        if (ok) {
          setFields(data.fields);
          setDraftedBy(data.drafted_by);
        } else setError(data.message ?? "The draft could not be made.");
      })
      .catch(() => !cancelled && setError("The draft could not be made."));
    return () => {
      cancelled = true;
    };
  }, [fields, ideaId, setError]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const next = {
      headline: text("headline"),
      subheading: text("subheading"),
      benefits: [text("benefit0"), text("benefit1"), text("benefit2")].filter(Boolean),
      price: text("price") || null,
      cta: text("cta"),
      collector: text("collector"),
      link: text("link") || null,
    };
    if (editing) {
      const saved = await call(
        "action",
        () => api<ServedPitchPage>(`/api/data/pitch-pages/${editing.id}`, { method: "PATCH", body: { fields: next } }),
        "The page could not be saved.",
      );
      if (saved) onSaved(saved);
      return;
    }
    const target = readNumber(text("target"), typingLocale());
    const minimum = readNumber(text("min_visitors"), typingLocale());
    if (!target.ok || !minimum.ok) {
      setError(
        !target.ok ? `Target: ${target.message}` : `Minimum visitors: ${(minimum as { message: string }).message}`,
      );
      return;
    }
    const saved = await call(
      "action",
      () =>
        api<ServedPitchPage>("/api/data/pitch-pages", {
          method: "POST",
          body: {
            idea_id: ideaId,
            fields: next,
            target_percent: target.value,
            min_visitors: minimum.value,
            due_date: text("due_date"),
            indexable: form.get("indexable") === "on",
            ...(origin
              ? {
                  from_report_id: origin.reportId,
                  from_item: origin.item,
                  ...(origin.factor ? { factor: origin.factor } : {}),
                }
              : {}),
          },
        }),
      "The page could not be saved.",
    );
    if (saved) onSaved(saved);
  }

  const label = "block text-sm font-semibold text-ink-900";
  const field = (name: keyof PitchFieldsInput | string, title: string, value: string, max: number, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={label}>
        {title}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={value}
        maxLength={max}
        ref={name === "headline" ? first : undefined}
        className={`${fieldClass} mt-1.5`}
      />
      {hint && <p className="mt-1 text-sm text-ink-600">{hint}</p>}
    </div>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? "Edit the pitch page" : "Draft a pitch page"}
      initialFocus={first}
      wide
    >
      {!fields ? (
        error ? (
          <Alert tone="error">{error}</Alert>
        ) : (
          <p className="flex items-center gap-2 text-ink-600" role="status">
            <Spinner className="size-4" /> Drafting from the idea and its reports…
          </p>
        )
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {!editing && (
            <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-ink-700">
              {draftedBy === "model"
                ? "Drafted by the AI model from the idea and its reports"
                : "Drafted from the idea and its reports' own words"}
              : read and change every word before you publish. Everything is shown as plain text.
            </p>
          )}
          {field("headline", "Headline", fields.headline, 90)}
          {field("subheading", "Subheading", fields.subheading, 200)}
          {[0, 1, 2].map((index) =>
            field(`benefit${index}`, `Benefit ${index + 1} (optional)`, fields.benefits[index] ?? "", 120),
          )}
          {field("price", "Price (optional)", fields.price ?? "", 60, "As you would say it, e.g. “$29 a month”.")}
          <div>
            <label htmlFor={`${id}-cta`} className={label}>
              Call to action
            </label>
            <select id={`${id}-cta`} name="cta" defaultValue={fields.cta} className={`${fieldClass} mt-1.5`}>
              {PITCH_CTAS.map((cta) => (
                <option key={cta} value={cta}>
                  {ctaWords[cta]}
                </option>
              ))}
            </select>
          </div>
          {field("collector", "Collected by (your name or company)", fields.collector, 80)}
          {field("link", "Your link (optional)", fields.link ?? "", 300, "One http(s) address, e.g. your site.")}
          {!editing && (
            <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4">
              <legend className="px-1 text-sm font-semibold text-ink-900">Pass line</legend>
              {field("target", "Sign-up rate to pass (%)", String(origin?.targetPercent ?? 5), 8)}
              {field(
                "min_visitors",
                "Unique visitors before it is judged",
                "100",
                6,
                "A visitor counts once a day. Below this the figure says “too few visitors to tell”.",
              )}
              <div>
                <label htmlFor={`${id}-due`} className={label}>
                  Due date
                </label>
                <input
                  id={`${id}-due`}
                  name="due_date"
                  type="date"
                  defaultValue={inDays(origin?.dueInDays ?? 14)}
                  className={`${fieldClass} mt-1.5`}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="indexable" /> Let search engines index the page
              </label>
            </fieldset>
          )}
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" aria-disabled={busy}>
              {busy ? "Saving…" : editing ? "Save the page" : "Save as draft"}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
