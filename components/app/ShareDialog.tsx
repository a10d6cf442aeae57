"use client";

import { useId, useRef, useState, type RefObject } from "react";
import { Alert } from "@/components/ui/Alert";
import { Modal } from "@/components/ui/Modal";
import { UNSAVED_REPORT_DAYS } from "@/lib/core/retention";
import type { Report } from "./ReportsProvider";
import { useShareLink, type Choices } from "./useShareLink";
import { NeedsPlan, useHasPlan } from "./plan";

/**
 * Creates, shows and revokes a report's read-only link. The live link is shown again whenever the dialog opens, to copy
 * without replacing it; a report already shared can get a new link (the old one stops) or stop being shared. What it
 * promises is what the share page shows (lib/core/report/share-copy.ts): the findings, without the idea as typed or the
 * evidence, and the quotes from the evidence (`quotes` of them in this report) and who said them only when the
 * founder ticks the box, since they are other people's words; the report's conversation (`conversation` messages)
 * only when they tick its box; a validation's idea's experiments and decision likewise. An unsaved report is deleted after the history's days, and its link with it: the
 * dialog says so and offers to save it.
 *
 * Busy buttons are aria-disabled, not disabled, so the focus stays on them; after a change it moves to what comes
 * next (the new link, or Create link after Stop sharing), never to the page.
 */
export function ShareDialog({
  reportId,
  shared,
  saved,
  quotes,
  conversation,
  experiments = false,
  open,
  onClose,
  onChange,
  onSaved,
}: {
  reportId: string;
  shared: boolean;
  saved: boolean;
  quotes: number;
  /** How many messages the report's conversation holds. */
  conversation: number;
  /** An idea validation: the link may show the idea's experiments and decision. */
  experiments?: boolean;
  open: boolean;
  onClose: () => void;
  onChange: (shared: boolean) => void;
  onSaved: (report: Report) => void;
}) {
  // What the founder chose the next link to show.
  const [chosen, setChosen] = useState<Choices>({ quotes: false, conversation: false, experiments: false });
  const createButton = useRef<HTMLButtonElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const link = useShareLink(reportId, {
    shared,
    open,
    onLoaded: setChosen,
    onChange,
    onSaved,
    createButton,
    linkField,
  });
  const { url, linkIncludes, busy, error } = link;
  const hasPlan = useHasPlan();
  const planReason = useId();
  const share = () =>
    hasPlan &&
    link.change({
      quotes: chosen.quotes,
      conversation: conversation > 0 && chosen.conversation,
      experiments: experiments && chosen.experiments,
    });

  const live = shared || url !== null;
  return (
    <Modal open={open} onClose={onClose} title="Share this report">
      <p className="text-sm text-ink-600">
        Anyone with the link can read this report, signed in or not, until you stop sharing it. The page shows the
        report&apos;s findings, including what they draw from your evidence. It leaves out your name and e-mail, your
        idea as you typed it and the evidence you pasted
        {quotes > 0 ? ", and the quotes taken from it and who said them unless you include them below" : ""}.
      </p>
      {!saved && <UnsavedNotice saving={busy === "save"} busy={busy !== null} onSave={link.save} />}
      <ShareOptions
        chosen={chosen}
        onChange={setChosen}
        quotes={quotes}
        conversation={conversation}
        experiments={experiments}
      />
      {url && (
        <ShareLinkField
          url={url}
          fieldRef={linkField}
          copied={link.copied}
          onCopy={link.copy}
          includes={[
            quotes > 0 && (linkIncludes.quotes ? "This link shows the quotes." : "This link leaves the quotes out."),
            conversation > 0 &&
              (linkIncludes.conversation ? "It shows the conversation." : "It leaves the conversation out."),
            experiments &&
              (linkIncludes.experiments
                ? "It shows the experiments and the decision."
                : "It leaves the experiments out."),
          ]}
          stale={
            (quotes > 0 && chosen.quotes !== linkIncludes.quotes) ||
            (conversation > 0 && chosen.conversation !== linkIncludes.conversation) ||
            (experiments && chosen.experiments !== linkIncludes.experiments)
          }
        />
      )}
      {!url && shared && (
        <p className="mt-4 text-sm font-semibold text-ink-900" aria-busy={busy === "load"}>
          {busy === "load" ? "Loading the live link…" : "This report has a live share link."}
        </p>
      )}
      {/* Present whenever no link is shown, so the news that sharing stopped is announced as it arrives. */}
      {!url && (
        <p role="status" className="mt-4 text-sm font-semibold text-ink-900 empty:hidden">
          {link.stopped && !shared ? "Sharing stopped: the old link no longer works." : ""}
        </p>
      )}
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <ShareButtons
        live={live}
        busy={busy}
        hasPlan={hasPlan}
        planReason={planReason}
        createButton={createButton}
        onShare={share}
        onStop={link.stop}
      />
    </Modal>
  );
}

/** What the next link may show besides the findings: the boxes this report has something for. */
function ShareOptions({
  chosen,
  onChange,
  quotes,
  conversation,
  experiments,
}: {
  chosen: Choices;
  onChange: (chosen: Choices) => void;
  quotes: number;
  conversation: number;
  experiments: boolean;
}) {
  const choose = (part: keyof Choices) => (checked: boolean) => onChange({ ...chosen, [part]: checked });
  return (
    <>
      {quotes > 0 && (
        <ShareOption
          id="share-quotes"
          checked={chosen.quotes}
          onChange={choose("quotes")}
          label={`Include the ${quotes === 1 ? "quote" : `${quotes} quotes`} from your customer evidence`}
          hint="They are your customers' own words, shown with who said them when your evidence names them, and can hold names, e-mail addresses and figures. Include them only if those customers would agree."
        />
      )}
      {conversation > 0 && (
        <ShareOption
          id="share-conversation"
          checked={chosen.conversation}
          onChange={choose("conversation")}
          label={`Include the conversation (${conversation === 1 ? "1 message" : `${conversation} messages`})`}
          hint={`Your questions about this idea's reports and the answers, as they are; any about another version is marked so.${quotes > 0 ? " Quotes from your evidence in the answers are left out unless you include the quotes." : ""}`}
        />
      )}
      {experiments && (
        <ShareOption
          id="share-experiments"
          checked={chosen.experiments}
          onChange={choose("experiments")}
          label="Include the experiments and the decision"
          hint="Shows the idea's verdict with its reasons, and each experiment's hypothesis, the factor it tests, its pass line and the measured result, as they stand when the page is opened. Never shows how you ran it (the method), your notes or what people said."
        />
      )}
    </>
  );
}

/** Create a link (or a new one), Stop sharing, and why a new link needs a plan. */
function ShareButtons({
  live,
  busy,
  hasPlan,
  planReason,
  createButton,
  onShare,
  onStop,
}: {
  live: boolean;
  busy: string | null;
  hasPlan: boolean;
  planReason: string;
  createButton: RefObject<HTMLButtonElement | null>;
  onShare: () => void;
  onStop: () => void;
}) {
  return (
    <>
      <div className="mt-5 flex flex-wrap gap-2">
        <button
          type="button"
          ref={createButton}
          onClick={onShare}
          aria-disabled={busy !== null || !hasPlan}
          aria-describedby={hasPlan ? undefined : planReason}
          aria-busy={busy === "share"}
          className="btn-primary min-h-10 text-sm aria-disabled:opacity-60"
        >
          {live ? "Create a new link" : "Create link"}
        </button>
        {live && (
          <button
            type="button"
            onClick={onStop}
            aria-disabled={busy !== null}
            className="btn-secondary min-h-10 text-sm text-red-700 aria-disabled:opacity-60"
          >
            Stop sharing
          </button>
        )}
      </div>
      {live && hasPlan && (
        <p className="mt-2 text-xs text-ink-600">A new link replaces the old one, which stops working at once.</p>
      )}
      {!hasPlan && (
        <NeedsPlan id={planReason} className="mt-2">
          A new share link needs a plan; stopping this one does not.
        </NeedsPlan>
      )}
    </>
  );
}

/** A choice about what the link shows: a box, its label and a line on what it means. */
function ShareOption({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="mt-3 flex items-start gap-3 rounded-lg border border-line bg-surface p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** A report not saved yet: its link ends with it, after the history's days; Save keeps both. */
function UnsavedNotice({ saving, busy, onSave }: { saving: boolean; busy: boolean; onSave: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="min-w-0 flex-1 basis-60">
        <strong className="font-semibold">This report is not saved.</strong> Unsaved reports are deleted{" "}
        {UNSAVED_REPORT_DAYS} days after they are made, and a link to one stops working then. Save it to keep it.
      </p>
      <button
        type="button"
        onClick={onSave}
        aria-disabled={busy}
        className="btn-secondary min-h-9 px-3 text-sm aria-disabled:opacity-60"
      >
        {saving ? "Saving…" : "Save report"}
      </button>
    </div>
  );
}

/**
 * The live link, with Copy; what it includes (`includes`: a sentence each, or false); `stale` when the
 * choices above changed since it was made.
 */
function ShareLinkField({
  url,
  fieldRef,
  copied,
  onCopy,
  includes,
  stale,
}: {
  url: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  copied: boolean;
  onCopy: () => void;
  includes: (string | false)[];
  stale: boolean;
}) {
  return (
    <div className="mt-4">
      <label htmlFor="share-url" className="block text-sm font-semibold text-ink-900">
        Read-only link
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="share-url"
          ref={fieldRef}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby="share-url-hint"
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink-900"
        />
        <button type="button" onClick={onCopy} className="btn-secondary min-h-10 text-sm">
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <p id="share-url-hint" role="status" className="mt-2 text-sm text-ink-600">
        {copied ? "The link is on your clipboard." : "You can copy it again here until you stop sharing."}
        {includes.filter(Boolean).map((sentence) => ` ${sentence}`)}
      </p>
      {stale && <p className="mt-1 text-sm font-semibold text-ink-900">Create a new link to apply your choices.</p>}
    </div>
  );
}
