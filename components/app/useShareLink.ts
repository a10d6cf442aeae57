"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import { callApi } from "@/lib/client/call-api";
import { pinReport } from "@/lib/client/reports";
import { useApiAction } from "@/lib/client/useApiAction";
import type { ShareAnswer } from "@/lib/core/api/library";
import type { Report } from "./ReportsProvider";

/** What a link shows besides the report. */
export interface Choices {
  quotes: boolean;
  conversation: boolean;
  experiments: boolean;
}

const shareBodyOf = (choices: Choices) => ({
  include_quotes: choices.quotes,
  include_conversation: choices.conversation,
  ...(choices.experiments ? { include_experiments: true } : {}),
});

const includesOf = (answer: ShareAnswer): Choices => ({
  quotes: answer.include_quotes === true,
  conversation: answer.include_conversation === true,
  experiments: answer.include_experiments === true,
});

/**
 * A report's share link as the share dialog works it: make a new one (with what it includes) or show the live one again, stop sharing,
 * save the report so its link lasts, copy the link. After a change the focus moves to what comes next (the new link,
 * or Create link after Stop sharing), never to the page: `createButton` and `linkField` are the dialog's.
 */
export function useShareLink(
  reportId: string,
  {
    shared,
    open,
    onLoaded,
    onChange,
    onSaved,
    createButton,
    linkField,
  }: {
    /** The report has a live link: once the dialog opens, it is fetched again to be copied. */
    shared: boolean;
    open: boolean;
    /** The live link was read again: what it includes, for the dialog's choices to start from. */
    onLoaded: (choices: Choices) => void;
    onChange: (shared: boolean) => void;
    onSaved: (report: Report) => void;
    createButton: RefObject<HTMLButtonElement | null>;
    linkField: RefObject<HTMLInputElement | null>;
  },
) {
  const [url, setUrl] = useState<string | null>(null);
  // What the link shown was made with, so a changed choice can say it needs a new link.
  const [linkIncludes, setLinkIncludes] = useState<Choices>({ quotes: false, conversation: false, experiments: false });
  const { call, pending: busy, error, setError } = useApiAction<"share" | "save" | "load">();
  const [copied, setCopied] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Where the focus goes once the change has rendered (the button pressed may be gone: Stop sharing, Save report).
  const pendingFocus = useRef<"link" | "create" | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target === "link" ? (linkField.current ?? createButton.current) : createButton.current)?.focus();
  });

  // The live link, shown again to copy: fetched once per opening of the dialog while there is one and none is shown.
  const fetched = useRef(false);
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });
  useEffect(() => {
    if (!open || !shared || url !== null || fetched.current) return;
    fetched.current = true;
    void call(
      "load",
      () => callApi("readShare", { params: { id: reportId } }),
      "The link could not be loaded. Please try again.",
    ).then((answer) => {
      if (!answer?.url) return;
      setUrl(answer.url);
      setLinkIncludes(includesOf(answer));
      loaded.current(includesOf(answer));
    });
  }, [open, shared, url, call, reportId]);

  /** With choices makes the link (POST), without stops it (DELETE). */
  async function request(choices?: Choices) {
    const method = choices ? "POST" : "DELETE";
    const params = { id: reportId };
    const failure = "The link could not be changed. Please try again.";
    const answer = choices
      ? await call("share", () => callApi("shareReport", { params, body: shareBodyOf(choices) }), failure)
      : await call("share", () => callApi("revokeShare", { params }), failure);
    if (!answer) return;
    const made = "url" in answer ? answer : null;
    setUrl(made?.url ?? null);
    setLinkIncludes(includesOf(made ?? {}));
    setCopied(false);
    setStopped(method === "DELETE");
    onChange(method === "POST");
    pendingFocus.current = method === "POST" ? "link" : "create";
  }

  async function save() {
    const saved = await call("save", () => pinReport(reportId), "Failed to save report. Please try again.");
    if (!saved) return;
    pendingFocus.current = "link";
    onSaved(saved.report);
  }

  async function copy() {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setError("Copying was blocked by the browser: select the link and copy it by hand."),
    );
  }

  return {
    url,
    linkIncludes,
    copied,
    stopped,
    busy,
    error,
    change: (choices: Choices) => request(choices),
    stop: () => request(),
    save,
    copy,
  };
}
