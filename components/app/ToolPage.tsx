"use client";

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType, type FormEvent } from "react";
import { PainPointView } from "@/components/reports/PainPointView";
import { DemoNotice, StillWriting } from "@/components/reports/parts";
import { StrategyView } from "@/components/reports/StrategyView";
import { ValidationView } from "@/components/reports/ValidationView";
import { Alert } from "@/components/ui/Alert";
import { Spinner } from "@/components/ui/Spinner";
import { ideaStore, rememberIdea, slots as allSlots, tools, type Slot } from "@/lib/client/tools";
import { fieldClass } from "@/components/ui/TextField";
import { EvidencePanel, evidenceTooLong, useStoredEvidence } from "./EvidencePanel";
import { ReportActions } from "./ReportActions";
import { ReportToc } from "./ReportToc";
import { useReports } from "./ReportsProvider";

const views: Record<Slot, ComponentType<{ report: Record<string, unknown>; streaming?: boolean }>> = { pp: PainPointView, strat: StrategyView, eval: ValidationView };

const descriptions: Record<Slot, string> = {
  pp: "Describe your idea and LaunchLens lists the frustrations your customers live with, a strategy for each, and the gap in the market.",
  strat: "Describe your idea and get a 90-day marketing plan: audience, objectives, channels, tactics and a timeline.",
  eval: "Describe your idea and get an honest validation: eight scored factors, an overall grade and a revenue estimate.",
};

/** A tool page: the prompt form, the loader, or the report as it is written (SPEC.md section 2, all report pages). */
export function ToolPage({ slot }: { slot: Slot }) {
  const tool = tools[slot];
  const { slots, generate, clear, show, restore } = useReports();
  const { report, status, error } = slots[slot];
  const ideaId = useSyncExternalStore(ideaStore.subscribe, () => ideaStore.read(slot), ideaStore.readOnServer);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const evidenceErrorId = useId();
  const [evidence, setEvidence] = useStoredEvidence(slot);
  const tooLong = evidenceTooLong(evidence);

  // The form starts from the prompt this tool last ran with (SPEC.md: session storage, searchPrompt_…), else from
  // the idea given to another tool, so a founder need not type it twice. It is mounted again after a failed run.
  useEffect(() => {
    if (!field.current || field.current.value) return;
    const keys = [tool.storageKey, ...allSlots.map((other) => tools[other].storageKey)];
    field.current.value = keys.map((key) => sessionStorage.getItem(key)).find(Boolean) ?? "";
  }, [tool.storageKey, report, status]);

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
    setAnnouncement(`Your ${tool.title.toLowerCase()} is ready.`);
  }, [status, tool.title]);

  // After a reload the tool shows its last report again, from the history kept on the server; not once the founder has
  // started typing in the form, which the report would otherwise replace under their fingers.
  const typedInForm = useRef(false);
  useEffect(() => restore(slot, () => !typedInForm.current), [restore, slot]);

  // The idea the shown report belongs to: a re-run from this form (an edit) becomes its next version.
  const reportIdea = typeof report?.idea_id === "string" ? report.idea_id : null;
  useEffect(() => {
    if (reportIdea) rememberIdea(slot, reportIdea);
  }, [reportIdea, slot]);

  function startNewIdea() {
    rememberIdea(slot, null);
    if (field.current) {
      field.current.value = "";
      field.current.focus();
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong) return;
    const prompt = String(new FormData(event.currentTarget).get("prompt") ?? "");
    sessionStorage.setItem(tool.storageKey, prompt);
    // Kept with the prompt: saving the report sends the evidence it was written from.
    sessionStorage.setItem(tool.evidenceKey, evidence);
    void generate(slot, prompt, evidence, ideaId ?? undefined);
  }

  if (status === "generating" && !report) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-center">
        <Spinner className="size-10 text-brand-600" />
        <p className="text-xl font-semibold text-ink-950">Analyzing data...</p>
        <p className="text-ink-600">This may take a few moments...</p>
      </div>
    );
  }

  if (report) {
    const View = views[slot];
    return (
      <div className="min-[1400px]:grid min-[1400px]:grid-cols-[minmax(0,1fr)_12rem] min-[1400px]:gap-10">
        <div ref={reportArea} id={reportAreaId} className="min-w-0 space-y-5">
          <p role="status" className="sr-only">
            {announcement}
          </p>
          <button type="button" onClick={() => clear(slot)} className="btn-ghost -ml-3 text-sm print:hidden">
            ← Back to prompt
          </button>
          {status === "done" && typeof report.id === "string" && (
            <ReportActions report={report as typeof report & { id: string }} onChange={(next) => show(slot, next)} />
          )}
          {report.demo === true && <DemoNotice />}
          <View report={report} streaming={status === "generating"} />
          {status === "generating" && <StillWriting />}
        </div>
        <ReportToc areaId={reportAreaId} />
      </div>
    );
  }

  return (
    <form onSubmit={submit} onInput={() => (typedInForm.current = true)} className="mx-auto max-w-2xl space-y-5">
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{tool.title}</h1>
        <p className="mt-2 text-ink-600">{descriptions[slot]}</p>
      </div>
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
      {ideaId && (
        <p className="text-sm text-ink-600">
          Running again files a new version of this idea, so you can compare.{" "}
          <button type="button" onClick={startNewIdea} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Start a new idea instead
          </button>
        </p>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <button
        type="submit"
        disabled={tooLong}
        aria-describedby={tooLong ? evidenceErrorId : undefined}
        className="btn-primary disabled:cursor-not-allowed disabled:opacity-60"
      >
        {tool.submit}
      </button>
    </form>
  );
}
