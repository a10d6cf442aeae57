"use client";

import { useId, useState } from "react";
import { useSWRConfig } from "swr";
import { NeedsPlan, useHasPlan } from "@/components/app/plan";
import { Alert } from "@/components/ui/Alert";
import { callApi, callUrl } from "@/lib/client/call-api";
import { useCall } from "@/lib/client/use-call";
import { useApiAction } from "@/lib/client/useApiAction";
import type { PitchSignupRow, ServedPitchPage } from "@/lib/core/api/pitch";
import type { ReportKind } from "@/lib/core/kinds";
import { count, describeFigure } from "@/lib/core/measured/live-figure";
import { VariantTable } from "./VariantTable";
import { answerWords } from "@/lib/core/measured/survey/answers";
import { SourcesTable } from "../SourcesTable";
import { SurveyTallies } from "../survey/SurveyTallies";
import { describeReading } from "@/lib/core/measured/survey/pass-line";
import { CardButtons } from "../CardButtons";
import { DeletePageDialog } from "../DeletePageDialog";
import { PitchDialog } from "./PitchDialog";

/** The idea's pitch pages, read with SWR (refreshed from anywhere by `mutate(callUrl("listPitchPages", …))`). */
export const usePitchPages = (ideaId: string, config?: Parameters<typeof useCall<"listPitchPages">>[2]) =>
  useCall("listPitchPages", { query: { idea_id: ideaId } }, config);

/**
 * The idea's pitch pages: draft one from the validation, publish, pause, resume, edit and delete it; its live figure
 * (the sign-up rate with its 95 % interval, or "too few visitors to tell"), visitors and sign-ups by source, the
 * tallies of its questions' answers, and the sign-ups with their answers as text, downloadable as CSV, each deletable.
 */
export function PitchPages({
  ideaId,
  onChanged,
}: {
  ideaId: string;
  ideaTitle?: string;
  onRerun?: (kind: ReportKind, surveyId: string) => void;
  onChanged?: () => void;
}) {
  const list = usePitchPages(ideaId, { failure: "The pitch pages could not be loaded.", refreshInterval: 15_000 });
  const hasPlan = useHasPlan();
  const [creating, setCreating] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  // A page creates its experiment and may record its result: the experiments and the verdict are read again.
  const changed = async () => {
    await mutate(callUrl("listExperiments", { params: { id: ideaId } }));
    await mutate(callUrl("ideaDecision", { params: { id: ideaId } }));
    onChanged?.();
  };
  const pages = list.data?.data ?? [];
  return (
    <section aria-labelledby="pitch-title" className="card space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pitch-title" className="text-lg font-semibold text-ink-950">
          Pitch pages
        </h2>
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60"
          aria-disabled={!hasPlan || undefined}
          aria-describedby={hasPlan ? undefined : "pitch-needs-plan"}
          onClick={hasPlan ? () => setCreating(true) : undefined}
        >
          Draft a pitch page
        </button>
      </div>
      {!hasPlan && (
        <NeedsPlan id="pitch-needs-plan">
          Drafting, publishing and editing pitch pages need a plan. Your pages&apos; sign-ups stay yours to read and
          download.
        </NeedsPlan>
      )}
      <p className="text-sm text-ink-600">
        A one-page pitch that counts its own visitors and sign-ups, and records its result when enough have visited.
      </p>
      {list.error && <Alert tone="error">{list.error.message}</Alert>}
      <div aria-live="polite">{note && <Alert tone="success">{note}</Alert>}</div>
      <ul className="space-y-3">
        {pages.map((page) => (
          <PitchCard
            key={page.id}
            page={page}
            onChanged={async (text) => {
              setNote(text);
              await list.mutate();
              await changed();
            }}
          />
        ))}
      </ul>
      {creating && (
        <PitchDialog
          ideaId={ideaId}
          onClose={() => setCreating(false)}
          onSaved={async () => {
            setCreating(false);
            setNote("Pitch page saved as a draft. Publish it when the words are right.");
            await list.mutate();
            await changed();
          }}
        />
      )}
    </section>
  );
}

const statusWords = { draft: "Draft", live: "Live", paused: "Paused" } as const;

/** What a page has measured: its figure, its variants side by side, its sources and its questions' answers. */
function PitchFigures({ page }: { page: ServedPitchPage }) {
  return (
    <>
      <p className="mt-2 text-sm text-ink-900" data-testid="pitch-figure">
        {page.variants
          ? `${count(page.figure.signups, "sign-up")} of ${count(page.figure.visitors, "unique visitor")} in all, across its ${page.variants.kind}s`
          : describeFigure(page.figure)}
      </p>
      {page.variants && <VariantTable variants={page.variants} />}
      {page.judged_at && (
        <p className="mt-1 text-sm text-ink-700">The result was recorded on the experiment: see its status above.</p>
      )}
      {page.sources.length > 0 && <SourcesTable kind="pitch" sources={page.sources} />}
      {page.question_line && page.question_reading && page.question_measured && (
        <p className="mt-2 text-sm text-ink-900" data-testid="pitch-question-figure">
          Pass line on a question: {page.question_measured}:{" "}
          {describeReading(page.question_reading, page.question_line.line)}.
          {page.question_judged_at ? " The result was recorded on its experiment." : ""}
        </p>
      )}
      {page.question_tallies.some((tally) => tally.answered > 0) && (
        <SurveyTallies questions={page.fields.questions} tallies={page.question_tallies} />
      )}
    </>
  );
}

function PitchCard({ page, onChanged }: { page: ServedPitchPage; onChanged: (text: string) => Promise<void> }) {
  const { call, busy, error } = useApiAction();
  const hasPlan = useHasPlan();
  const planReason = useId();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A published page whose founder's plan ended is closed to visitors (the public page says so): the card too.
  const closed = page.status === "live" && !hasPlan;

  async function patch(body: { status: "live" | "paused" }, done: string) {
    const saved = await call(
      "action",
      () => callApi("editPitchPage", { params: { id: page.id }, body }),
      "The page could not be changed.",
    );
    if (saved) await onChanged(done);
  }

  async function remove() {
    const done = await call(
      "action",
      () => callApi("deletePitchPage", { params: { id: page.id } }),
      "The page could not be deleted.",
    );
    if (done) {
      setDeleting(false);
      await onChanged("Pitch page deleted, with its visits and sign-ups.");
    }
  }

  return (
    <li className="min-w-0 rounded-lg border border-stone-200 p-4" aria-label={`Pitch page: ${page.fields.headline}`}>
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {closed ? "Closed to visitors" : statusWords[page.status]}
      </p>
      <h3 className="font-semibold text-ink-950">{page.fields.headline}</h3>
      {closed && (
        <p className="mt-1 text-sm text-ink-900">
          Your plan ended, so visitors read that this page is closed and it takes no sign-ups. Choosing a plan reopens
          it as it was.
        </p>
      )}
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">
        <a href={page.url} className="font-semibold text-brand-700 hover:underline" target="_blank" rel="noopener">
          {page.url}
        </a>
      </p>
      <PitchFigures page={page} />
      <CardButtons
        status={page.status}
        noun="Pitch page"
        editLabel="Edit words"
        hasPlan={hasPlan}
        busy={busy}
        planReason={planReason}
        onPatch={patch}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      {!hasPlan && (
        <NeedsPlan id={planReason} className="mt-2">
          {page.status === "live" ? "Reopening" : page.status === "draft" ? "Publishing" : "Resuming"} and editing pitch
          pages need a plan.
        </NeedsPlan>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {page.listed_signups > 0 && <Signups page={page} onChanged={onChanged} />}
      {editing && (
        <PitchDialog
          ideaId={page.idea_id}
          editing={page}
          onClose={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await onChanged("Pitch page saved.");
          }}
        />
      )}
      {deleting && (
        <DeletePageDialog
          title="Delete this pitch page?"
          what="The page goes offline and its visits and sign-ups are deleted."
          kept={
            page.figure.signups > 0
              ? page.figure.signups === 1
                ? "1 sign-up"
                : `${page.figure.signups} sign-ups`
              : null
          }
          csv={{
            href: callUrl("pitchSignups", { params: { id: page.id }, query: { format: "csv" } }),
            label: "Download sign-ups (CSV)",
          }}
          confirmLabel="Delete page"
          busy={busy}
          error={error}
          onClose={() => setDeleting(false)}
          onConfirm={remove}
        />
      )}
    </li>
  );
}

function Signups({ page, onChanged }: { page: ServedPitchPage; onChanged: (text: string) => Promise<void> }) {
  const list = useCall(
    "pitchSignups",
    { params: { id: page.id }, query: {} },
    { failure: "The sign-ups could not be loaded." },
  );
  const { call, error } = useApiAction();
  async function remove(id: string) {
    const done = await call(
      "action",
      () => callApi("deletePitchSignup", { params: { id: page.id, signup: id } }),
      "The sign-up could not be deleted.",
    );
    if (done) {
      await list.mutate();
      await onChanged("Sign-up deleted.");
    }
  }
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-ink-700">Sign-ups ({page.listed_signups})</summary>
      <p className="mt-2 text-sm">
        <a
          href={callUrl("pitchSignups", { params: { id: page.id }, query: { format: "csv" } })}
          download
          className="font-semibold text-brand-700 hover:underline"
        >
          Download the sign-ups (CSV)
        </a>
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="mt-2 space-y-1 text-sm">
        {list.data?.data.map((signup) => (
          <li key={signup.id}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="[overflow-wrap:anywhere]">{signup.email}</span>
              <span className="text-ink-600">({signup.source})</span>
              <button
                type="button"
                className="text-sm font-semibold text-score-weak hover:underline"
                aria-label={`Delete ${signup.email}`}
                onClick={() => remove(signup.id)}
              >
                Delete
              </button>
            </div>
            <SignupAnswers questions={page.fields.questions} answers={signup.answers} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A sign-up's answers, each under its question, as plain text: strangers wrote them. Nothing when none was given. */
function SignupAnswers({
  questions,
  answers,
}: {
  questions: ServedPitchPage["fields"]["questions"];
  answers: PitchSignupRow["answers"];
}) {
  const given = questions.flatMap((question, index) => {
    const words = answerWords(question, answers[index] ?? null);
    return words ? [{ index, question: question.text, words }] : [];
  });
  if (given.length === 0) return null;
  return (
    <dl className="mt-1 ml-3 space-y-0.5 border-l border-stone-200 pl-3 text-ink-800">
      {given.map((answer) => (
        <div key={answer.index}>
          <dt className="text-ink-600 [overflow-wrap:anywhere]">{answer.question}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{answer.words}</dd>
        </div>
      ))}
    </dl>
  );
}
