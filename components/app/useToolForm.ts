"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { callApi } from "@/lib/client/call-api";
import { ideaKey, ideaStore, rememberIdea } from "@/lib/client/tools";
import type { IdeaSummary } from "@/lib/core/api/ideas";
import { changedALot } from "@/lib/core/ideas/idea-text";
import { kinds, reportKinds, type ReportKind } from "@/lib/core/kinds";
import { useStoredEvidence } from "./EvidencePanel";
import { evidenceTooLong } from "./evidence-limit";
import { useReports } from "./ReportsProvider";
import { useChosenIdea } from "./useChosenIdea";

/**
 * A tool form's state: the idea's text in the field (uncontrolled), the customer evidence, the library idea a run is
 * filed under, and the question asked when the text no longer reads as that idea. The text and the idea are kept
 * under the first client's session-storage keys (lib/client/tools.ts), so a reload or another tool finds them.
 */
export function useToolForm(kind: ReportKind) {
  const tool = kinds[kind];
  const { slots, generate, restore } = useReports();
  const { report, status, error } = slots[kind];
  const ideaId = useSyncExternalStore(ideaStore.subscribe, () => ideaStore.read(kind), ideaStore.readOnServer);
  const field = useRef<HTMLTextAreaElement>(null);
  const [evidence, setEvidence] = useStoredEvidence(kind);
  // Set once the founder types in the form: neither a restored report nor the idea's text replaces their words.
  const typedInForm = useRef(false);
  // The text the form started from, to tell whether what is submitted is still that idea.
  const startText = useRef("");
  const [asking, setAsking] = useState<string | null>(null);

  // The form starts from the text of the idea it works on, else from the idea given to another tool, whose idea it then
  // works on too, so a founder need not type it twice. It is mounted again after a failed run and after Back to prompt.
  useEffect(() => {
    if (!field.current || field.current.value) return;
    const own = sessionStorage.getItem(tool.storage.prompt);
    const lender = own ? null : reportKinds.find((other) => sessionStorage.getItem(kinds[other].storage.prompt));
    const text = own ?? (lender ? sessionStorage.getItem(kinds[lender].storage.prompt) : null) ?? "";
    field.current.value = text;
    startText.current = text;
    const lent = lender ? sessionStorage.getItem(ideaKey(lender)) : null;
    if (lent && !sessionStorage.getItem(ideaKey(kind))) rememberIdea(kind, lent);
  }, [kind, tool.storage.prompt, report, status]);

  // The idea as the library has it: its title for "Re-running", and its text when the form has none yet. Asked again
  // after each report and each failed run (a run refused because the idea was deleted meanwhile forgets it).
  const idea = useChosenIdea(kind, ideaId, `${String(report?.id)}|${error}`);
  useEffect(() => {
    if (!idea || !field.current || field.current.value || typedInForm.current) return;
    field.current.value = idea.prompt;
    startText.current = idea.prompt;
  }, [idea]);

  // After a reload the tool shows its last report again, unless the founder has started typing meanwhile.
  useEffect(() => restore(kind, () => !typedInForm.current), [restore, kind]);

  // The idea the shown report belongs to, with the text that version was run with: Back to prompt shows those words.
  const reportIdea = status === "done" && typeof report?.idea_id === "string" ? report.idea_id : null;
  const reportPrompt = typeof report?.prompt === "string" ? report.prompt : null;
  const reportEvidence = typeof report?.evidence === "string" ? report.evidence : null;
  useEffect(() => {
    if (!reportIdea) return;
    const text = reportPrompt === null ? undefined : { prompt: reportPrompt, evidence: reportEvidence };
    rememberIdea(kind, reportIdea, text);
  }, [reportIdea, reportPrompt, reportEvidence, kind]);

  /** Shows `text` in the field as the idea's own words, and puts the cursor there. */
  function fill(text: string) {
    if (!field.current) return;
    field.current.value = text;
    startText.current = text;
    field.current.focus();
  }

  /** Files the next run under no idea: the server files it by its words. What the founder typed stays. */
  function startNewIdea() {
    rememberIdea(kind, null);
    setAsking(null);
    if (field.current?.value === startText.current) fill("");
    else field.current?.focus();
    startText.current = "";
  }

  async function chooseIdea(chosen: IdeaSummary | null) {
    if (!chosen) return startNewIdea();
    setAsking(null);
    // The list has no evidence (up to 20,000 characters an idea): it comes with the idea itself.
    const full = await callApi("readIdea", { params: { id: chosen.id } }).catch(() => null);
    const evidenceOfIdea = full?.ok ? (full.data.evidence ?? "") : "";
    rememberIdea(kind, chosen.id, { prompt: chosen.prompt, evidence: evidenceOfIdea });
    setEvidence(evidenceOfIdea);
    fill(chosen.prompt);
  }

  function run(prompt: string, chosenIdea: string | null) {
    setAsking(null);
    sessionStorage.setItem(tool.storage.prompt, prompt);
    // Kept with the prompt: saving the report sends the evidence it was written from.
    sessionStorage.setItem(tool.storage.evidence, evidence);
    if (!chosenIdea) rememberIdea(kind, null);
    void generate(kind, prompt, evidence, chosenIdea ?? undefined);
  }

  const tooLong = evidenceTooLong(evidence);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong) return;
    const prompt = String(new FormData(event.currentTarget).get("prompt") ?? "");
    // The founder decides whether a text that changed a lot is still the idea (lib/core/ideas/idea-text.ts says when).
    const earlier = [idea?.prompt, startText.current].filter((text): text is string => Boolean(text?.trim()));
    if (ideaId && earlier.length > 0 && earlier.every((text) => changedALot(text, prompt))) setAsking(prompt);
    else run(prompt, ideaId);
  }

  function typed() {
    typedInForm.current = true;
    setAsking(null);
  }

  return {
    field,
    ideaId,
    idea,
    evidence,
    setEvidence,
    tooLong,
    asking,
    setAsking,
    startNewIdea,
    chooseIdea,
    run,
    submit,
    typed,
  };
}
