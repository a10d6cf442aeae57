"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { GaugeIcon, MegaphoneIcon, PainPointIcon } from "@/components/ui/icons";
import { kinds, type ReportKind } from "@/lib/core/kinds";
import { rememberIdea } from "@/lib/client/tools";
import { useSessionDraft } from "@/lib/client/session-draft";
import { useHydrated } from "@/lib/client/useHydrated";
import { fieldClass } from "@/components/ui/TextField";
import { EvidencePanel } from "./EvidencePanel";
import { evidenceTooLong } from "./evidence-limit";
import { useReports } from "./ReportsProvider";

// The original product's order; each card and its button name the tool as everywhere else (lib/client/tools.ts).
const cards: { kind: ReportKind; title: string; button: string; body: string; Icon: typeof GaugeIcon }[] = (
  [
    { kind: "ms", body: "Audience, channels, tactics and a 90-day timeline.", Icon: MegaphoneIcon },
    { kind: "pp", body: "Customer frustrations, a strategy for each, and the market gap.", Icon: PainPointIcon },
    { kind: "iv", body: "Eight scored factors, an overall grade and a revenue estimate.", Icon: GaugeIcon },
  ] as const
).map((card) => ({ ...card, title: kinds[card.kind].label, button: `Generate ${kinds[card.kind].label}` }));

/** /app/dashboard: one description of the idea, three tools that start from it. */
export function Dashboard({ firstName }: { firstName: string }) {
  const router = useRouter();
  const { generate } = useReports();
  // Kept as typed in this tab, so Back from a tool finds the idea and evidence again.
  const [prompt, setPrompt] = useSessionDraft("dashboardPrompt");
  const [starting, setStarting] = useState<ReportKind | null>(null);
  const [evidence, setEvidence] = useSessionDraft("dashboardEvidence");
  const fieldId = useId();
  const evidenceErrorId = useId();
  const tooLong = evidenceTooLong(evidence);
  // The field shows the kept draft once React runs: typed into before that, the words would be replaced or run into it.
  const hydrated = useHydrated();

  function start(kind: ReportKind) {
    const tool = kinds[kind];
    if (tooLong) return;
    setStarting(kind);
    sessionStorage.setItem(tool.storage.prompt, prompt);
    sessionStorage.setItem(tool.storage.evidence, evidence);
    // The dashboard starts from an idea as typed: the server files it by its words, not under the tool's last idea.
    rememberIdea(kind, null);
    // The tool page shows the form when there is nothing to analyse yet.
    if (prompt.trim()) void generate(kind, prompt, evidence);
    router.push(tool.path);
  }

  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
          Welcome, {firstName}
        </h1>
        <p className="mt-2 text-ink-600">Describe your idea once, then run any of the three tools on it.</p>
      </div>
      <div className="card p-5 sm:p-6">
        <label htmlFor={fieldId} className="text-lg font-semibold text-ink-950">
          Describe Your Business Idea
        </label>
        <p className="mt-1 text-sm text-ink-600">
          Who is it for, what problem does it solve, and how would it make money?
        </p>
        <textarea
          id={fieldId}
          rows={6}
          value={prompt}
          readOnly={!hydrated}
          onChange={(event) => setPrompt(event.target.value)}
          placeholder="For example: a meal-prep subscription for night-shift nurses, delivered to the hospital before each shift, at $9 a meal."
          className={`mt-3 py-3 ${fieldClass}`}
        />
        <EvidencePanel value={evidence} onChange={setEvidence} errorId={evidenceErrorId} className="mt-5" />
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map(({ kind, title, button, body, Icon }) => (
          <li key={kind} className="card flex flex-col p-5 sm:p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink-950">{title}</h2>
            <p className="mt-1 flex-1 text-ink-600">{body}</p>
            <button
              type="button"
              onClick={() => start(kind)}
              disabled={starting !== null || tooLong}
              aria-describedby={tooLong ? evidenceErrorId : undefined}
              className={`btn-primary mt-5 w-full text-sm ${tooLong ? "cursor-not-allowed opacity-60" : ""}`}
            >
              {button}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
