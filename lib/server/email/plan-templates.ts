import "server-only";
import { formatDate } from "@/lib/core/format";
import { closedLines, type LivePages } from "@/lib/core/measured/closed";
import { site } from "@/lib/core/site";
import { toSingleLine } from "@/lib/core/text";
import { noticeLayout, type EmailContent } from "./templates";

/**
 * What an account holder is told when their plan or account changes: the trial starting, a cancellation, the plan's
 * end, the account's deletion. To the account's own address, in our words, with the account holder's name.
 */

interface Notice {
  name: string;
  subject: string;
  paragraphs: string[];
  /** The way on: a button and its address. */
  action?: { label: string; link: string };
}

function notice({ name: storedName, subject, paragraphs, action }: Notice): EmailContent {
  const name = toSingleLine(storedName).trim() || "there";
  const text = [
    `Hi ${name},`,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [`${action.label}: ${action.link}`] : []),
  ]
    .join("\n")
    .trimEnd();
  return { subject, text, html: noticeLayout(subject, `Hi ${name},`, paragraphs, action) };
}

export function trialStartedEmail({ name, endsAt, link }: { name: string; endsAt: Date; link: string }): EmailContent {
  return notice({
    name,
    subject: `Your ${site.name} trial has started`,
    paragraphs: [
      `Your free trial runs until ${formatDate(endsAt)}. Every tool is open: validate an idea, track its experiments and ask the report about what it found.`,
      "Cancel at any time in Your Account before the trial ends and nothing is charged.",
    ],
    action: { label: "Open LaunchLens", link },
  });
}

export function planCancelledEmail({ name, endsAt, link }: { name: string; endsAt: Date; link: string }): EmailContent {
  return notice({
    name,
    subject: `Your ${site.name} plan is cancelled`,
    paragraphs: [
      `Your plan will not renew. Everything stays open until ${formatDate(endsAt)}; after that your ideas and reports stay yours to read, save, export and delete.`,
      "Changed your mind? Keep your plan in Your Account before that date.",
    ],
    action: { label: "Your Account", link },
  });
}

export function planEndedEmail({
  name,
  link,
  livePages = {},
}: {
  name: string;
  link: string;
  /** The founder's live measured pages by kind, which the plan's end closed. */
  livePages?: LivePages;
}): EmailContent {
  return notice({
    name,
    subject: `Your ${site.name} plan has ended`,
    paragraphs: [
      "Your plan has ended, so new reports, questions and share links are paused. Your ideas and reports stay yours: read, save, export or delete them whenever you like.",
      ...closedLines(livePages),
      "Choose a plan to pick up where you left off.",
    ],
    action: { label: "Choose a plan", link },
  });
}

export function accountDeletedEmail({ name }: { name: string }): EmailContent {
  return notice({
    name,
    subject: `Your ${site.name} account is deleted`,
    paragraphs: [
      "Your account has been deleted, with its ideas, reports, experiments and conversations. Any plan was cancelled first, so nothing more will be charged.",
      "If you did not ask for this, write to us at once by replying to this e-mail.",
    ],
  });
}
