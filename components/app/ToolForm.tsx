"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/Alert";
import { fieldClass } from "@/components/ui/TextField";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { useHydrated } from "@/lib/client/useHydrated";
import { ChosenIdeaBar } from "./ChosenIdeaBar";
import { EvidencePanel } from "./EvidencePanel";
import { IdeaSwitcher } from "./IdeaSwitcher";
import { SameIdeaQuestion } from "./SameIdeaQuestion";
import type { useToolForm } from "./useToolForm";

/** A tool's prompt form: the idea it works on, the idea's text, the customer evidence, and the tool's button. */
export function ToolForm({
  kind,
  form,
  error,
}: {
  kind: ReportKind;
  form: ReturnType<typeof useToolForm>;
  error: string | null;
}) {
  const tool = kinds[kind];
  const fieldId = useId();
  const evidenceErrorId = useId();
  const [switching, setSwitching] = useState(false);
  const { field, ideaId, idea, asking } = form;
  // The field is given its idea's text once React runs: typed into before that, the words would run into it.
  const hydrated = useHydrated();
  // A run whose text no longer reads as the chosen idea waits for the founder's answer; the question takes the focus.
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking !== null) question.current?.focus();
  }, [asking]);

  return (
    <form onSubmit={form.submit} onInput={form.typed} className="mx-auto max-w-2xl space-y-5">
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{tool.label}</h1>
        <p className="mt-2 text-ink-600">{tool.description}</p>
      </div>
      <ChosenIdeaBar
        ideaId={ideaId}
        idea={idea}
        ran={idea ? idea.reports[kind] : null}
        toolLabel={tool.label}
        onSwitch={() => setSwitching(true)}
        onStartNew={form.startNewIdea}
      />
      <IdeaSwitcher
        open={switching}
        currentId={ideaId}
        onClose={() => setSwitching(false)}
        onChoose={(chosen) => {
          setSwitching(false);
          void form.chooseIdea(chosen);
        }}
      />
      <div>
        <label htmlFor={fieldId} className="block text-sm font-semibold text-ink-900">
          Describe your business idea
        </label>
        <textarea
          id={fieldId}
          name="prompt"
          required
          rows={7}
          ref={field}
          readOnly={!hydrated}
          placeholder="Who is it for, what problem does it solve, and how would it make money?"
          className={`mt-1.5 py-3 ${fieldClass}`}
        />
      </div>
      <EvidencePanel value={form.evidence} onChange={form.setEvidence} errorId={evidenceErrorId} />
      {error && <Alert tone="error">{error}</Alert>}
      {asking !== null && ideaId ? (
        <SameIdeaQuestion
          fieldId={fieldId}
          title={idea?.title}
          questionRef={question}
          onNewIdea={() => form.run(asking, null)}
          onSameIdea={() => form.run(asking, ideaId)}
          onKeepEditing={() => {
            form.setAsking(null);
            field.current?.focus();
          }}
        />
      ) : (
        <button
          type="submit"
          disabled={form.tooLong}
          aria-describedby={form.tooLong ? evidenceErrorId : undefined}
          className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
        >
          {tool.submit}
        </button>
      )}
    </form>
  );
}
