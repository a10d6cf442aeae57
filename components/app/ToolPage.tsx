"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Alert } from "@/components/ui/Alert";
import { fieldClass } from "@/components/ui/TextField";
import { api } from "@/lib/client/api";
import { ideaKey, ideaStore, rememberIdea } from "@/lib/client/tools";
import { kinds, reportKinds, type ReportKind } from "@/lib/core/kinds";
import { changedALot } from "@/lib/core/ideas/idea-text";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { ChosenIdeaBar } from "./ChosenIdeaBar";
import { EvidencePanel, evidenceTooLong, useStoredEvidence } from "./EvidencePanel";
import { IdeaSwitcher } from "./IdeaSwitcher";
import { useReports } from "./ReportsProvider";
import { SameIdeaQuestion } from "./SameIdeaQuestion";
import { GeneratingReport, ToolReport } from "./ToolReport";
import { useChosenIdea } from "./useChosenIdea";

/** A tool page: the prompt form, the loader, or the report as it is written (docs/ARCHITECTURE.md, "Screens"). */
export function ToolPage({ slot }: { slot: ReportKind }) {
  const tool = kinds[slot];
  const { slots, generate, clear, show, restore } = useReports();
  const { report, status, error } = slots[slot];
  const ideaId = useSyncExternalStore(ideaStore.subscribe, () => ideaStore.read(slot), ideaStore.readOnServer);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const evidenceErrorId = useId();
  const [evidence, setEvidence] = useStoredEvidence(slot);
  const tooLong = evidenceTooLong(evidence);
  // Set once the founder types in the form: neither a restored report nor the idea's text replaces their words.
  const typedInForm = useRef(false);

  // The form starts from the text of the idea it works on (kept with the idea under the tool's searchPrompt_…), else
  // from the idea given to another tool, whose idea it then works on too, so a founder need not type it twice. It is
  // mounted again after a failed run and after Back to prompt.
  const startText = useRef("");
  useEffect(() => {
    if (!field.current || field.current.value) return;
    const own = sessionStorage.getItem(tool.storage.prompt);
    const lender = own ? null : reportKinds.find((other) => sessionStorage.getItem(kinds[other].storage.prompt));
    const text = own ?? (lender ? sessionStorage.getItem(kinds[lender].storage.prompt) : null) ?? "";
    field.current.value = text;
    startText.current = text;
    const lent = lender ? sessionStorage.getItem(ideaKey(lender)) : null;
    if (lent && !sessionStorage.getItem(ideaKey(slot))) rememberIdea(slot, lent);
  }, [slot, tool.storage.prompt, report, status]);

  // The idea a run from this form is filed under, as the library has it: its title for "Re-running", and its text
  // when the form has none yet.
  // Asked again after each report and each failed run (a run refused because the idea was deleted meanwhile forgets it).
  const idea = useChosenIdea(slot, ideaId, `${String(report?.id)}|${error}`);
  useEffect(() => {
    if (!idea || !field.current || field.current.value || typedInForm.current) return;
    field.current.value = idea.prompt;
    startText.current = idea.prompt;
  }, [idea]);

  // When a report finishes, the focus moves to its heading and a polite live region says so.
  const reportArea = useRef<HTMLDivElement>(null);
  const reportAreaId = useId();
  const wasGenerating = useRef(false);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (status === "generating") wasGenerating.current = true;
    if (status !== "done" || !wasGenerating.current) return;
    wasGenerating.current = false;
    const heading = reportArea.current?.querySelector("h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    setAnnouncement(`Your ${tool.label} report is ready.`);
  }, [status, tool.label]);

  // After a reload the tool shows its last report again, from the history kept on the server; not once the founder has
  // started typing in the form, which the report would otherwise replace under their fingers.
  useEffect(() => restore(slot, () => !typedInForm.current), [restore, slot]);

  // The idea the shown report belongs to, with the text that version was run with: Back to prompt shows those words,
  // and a run from the form is filed under that idea.
  const reportIdea = status === "done" && typeof report?.idea_id === "string" ? report.idea_id : null;
  const reportPrompt = typeof report?.prompt === "string" ? report.prompt : null;
  const reportEvidence = typeof report?.evidence === "string" ? report.evidence : null;
  useEffect(() => {
    if (reportIdea)
      rememberIdea(
        slot,
        reportIdea,
        reportPrompt === null ? undefined : { prompt: reportPrompt, evidence: reportEvidence },
      );
  }, [reportIdea, reportPrompt, reportEvidence, slot]);

  // A run whose text no longer reads as the chosen idea waits here for the founder's answer: same idea or a new one.
  const [asking, setAsking] = useState<string | null>(null);
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking !== null) question.current?.focus();
  }, [asking]);
  const [switching, setSwitching] = useState(false);

  /** Files the next run under no idea: the server files it by its words. What the founder typed stays. */
  function startNewIdea() {
    rememberIdea(slot, null);
    setAsking(null);
    if (field.current) {
      if (field.current.value === startText.current) field.current.value = "";
      startText.current = "";
      field.current.focus();
    }
  }

  async function chooseIdea(chosen: IdeaSummary | null) {
    setSwitching(false);
    if (!chosen) return startNewIdea();
    setAsking(null);
    // The list has no evidence (up to 20,000 characters an idea): it comes with the idea itself.
    const full = await api<IdeaSummary>(`/api/data/ideas/${chosen.id}`).catch(() => null);
    const evidenceOfIdea = full?.ok ? (full.data.evidence ?? "") : "";
    rememberIdea(slot, chosen.id, { prompt: chosen.prompt, evidence: evidenceOfIdea });
    setEvidence(evidenceOfIdea);
    if (field.current) {
      field.current.value = chosen.prompt;
      startText.current = chosen.prompt;
      field.current.focus();
    }
  }

  function run(prompt: string, chosenIdea: string | null) {
    setAsking(null);
    sessionStorage.setItem(tool.storage.prompt, prompt);
    // Kept with the prompt: saving the report sends the evidence it was written from.
    sessionStorage.setItem(tool.storage.evidence, evidence);
    if (!chosenIdea) rememberIdea(slot, null);
    void generate(slot, prompt, evidence, chosenIdea ?? undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong) return;
    const prompt = String(new FormData(event.currentTarget).get("prompt") ?? "");
    // The founder decides whether a text that changed a lot is still the idea (lib/core/ideas/idea-text.ts says when).
    const earlier = [idea?.prompt, startText.current].filter((text): text is string => Boolean(text?.trim()));
    if (ideaId && earlier.length > 0 && earlier.every((text) => changedALot(text, prompt))) {
      setAsking(prompt);
      return;
    }
    run(prompt, ideaId);
  }

  if (status === "generating" && !report) return <GeneratingReport />;

  if (report) {
    return (
      <ToolReport
        slot={slot}
        report={report}
        status={status}
        announcement={announcement}
        areaRef={reportArea}
        areaId={reportAreaId}
        onBack={() => clear(slot)}
        onChange={(next) => show(slot, next)}
      />
    );
  }

  const ran = idea ? idea.reports[slot] : null;
  return (
    <form
      onSubmit={submit}
      onInput={() => {
        typedInForm.current = true;
        setAsking(null);
      }}
      className="mx-auto max-w-2xl space-y-5"
    >
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{tool.label}</h1>
        <p className="mt-2 text-ink-600">{tool.description}</p>
      </div>
      <ChosenIdeaBar
        ideaId={ideaId}
        idea={idea}
        ran={ran}
        toolLabel={tool.label}
        onSwitch={() => setSwitching(true)}
        onStartNew={startNewIdea}
      />
      <IdeaSwitcher
        open={switching}
        currentId={ideaId}
        onClose={() => setSwitching(false)}
        onChoose={(chosen) => void chooseIdea(chosen)}
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
          placeholder="Who is it for, what problem does it solve, and how would it make money?"
          className={`mt-1.5 py-3 ${fieldClass}`}
        />
      </div>
      <EvidencePanel value={evidence} onChange={setEvidence} errorId={evidenceErrorId} />
      {error && <Alert tone="error">{error}</Alert>}
      {asking !== null && ideaId ? (
        <SameIdeaQuestion
          fieldId={fieldId}
          title={idea?.title}
          questionRef={question}
          onNewIdea={() => run(asking, null)}
          onSameIdea={() => run(asking, ideaId)}
          onKeepEditing={() => {
            setAsking(null);
            field.current?.focus();
          }}
        />
      ) : (
        <button
          type="submit"
          disabled={tooLong}
          aria-describedby={tooLong ? evidenceErrorId : undefined}
          className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
        >
          {tool.submit}
        </button>
      )}
    </form>
  );
}
