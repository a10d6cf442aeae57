import "server-only";
import { brand } from "@/lib/core/brand";
import { formatDate } from "@/lib/core/format";
import { site } from "@/lib/core/site";
import { toSingleLine } from "@/lib/core/text";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Headers for the provider to add (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const IGNORE_FOOTER = "If you did not ask for this e-mail, you can ignore it.";

/** A plain, widely supported HTML layout: one column, inline styles, no images. */
function layout(title: string, bodyHtml: string, footerHtml = IGNORE_FOOTER): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="margin:0;background:${brand.paper};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${brand.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e7e3dc;border-radius:16px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${brand.petrol}">${site.name}</p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:13px;line-height:1.5;color:#64748b">${footerHtml} Questions? Write to ${site.contactEmail}.</p>
</td></tr></table></td></tr></table></body></html>`;
}

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escape(paragraph)}</p>`)
    .join("\n");

const buttonHtml = (action: { label: string; link: string }) =>
  `<p style="margin:8px 0 0"><a href="${escape(action.link)}" style="display:inline-block;background:${brand.petrol};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escape(action.label)}</a></p>`;

/** A notice to an account's own address: a greeting, paragraphs, and an optional button with its address beneath. */
export function noticeLayout(
  title: string,
  greeting: string,
  paragraphs: string[],
  action?: { label: string; link: string },
): string {
  const body = paragraphsHtml([greeting, ...paragraphs]) + (action ? buttonHtml(action) : "");
  return layout(title, body, "You receive this because it is about your own account.");
}

/*
 * The verification code and the sign-up attempt go to an address that has confirmed nothing: whoever registers chooses
 * it. They carry no text that person chose (no name, nothing echoed from the form), only our own words, the code and
 * our own links, so nobody can send a message of their own under our name.
 */

export function verificationCodeEmail({ code, minutes }: { code: string; minutes: number }): EmailContent {
  const subject = `${code} is your ${site.name} verification code`;
  const text = [
    "Hello,",
    "",
    `Your ${site.name} verification code is: ${code}`,
    "",
    `Enter it on the verification page to confirm your e-mail address. It expires in ${minutes} minutes.`,
    "",
    "If you did not create an account, you can ignore this e-mail.",
  ].join("\n");
  const html = layout(
    subject,
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">Hello,</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5">Enter this code to confirm your e-mail address:</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:800;letter-spacing:8px;color:${brand.ink}">${code}</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#475569">It expires in ${minutes} minutes.</p>`,
  );
  return { subject, text, html };
}

/** To an account's own address: the account holder's name (one line, even if stored before names were), and the link. */
export function passwordResetEmail({
  name: storedName,
  link,
  minutes,
}: {
  name: string;
  link: string;
  minutes: number;
}): EmailContent {
  const name = toSingleLine(storedName).trim();
  const subject = `Reset your ${site.name} password`;
  const text = [
    `Hi ${name},`,
    "",
    "Someone asked to reset the password of your account. To choose a new password, open this link:",
    link,
    "",
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, your password stays as it is.`,
  ].join("\n");
  const html = layout(
    subject,
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">Hi ${escape(name)},</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">Someone asked to reset the password of your account. To choose a new password, use the button below.</p>
<p style="margin:0 0 24px"><a href="${escape(link)}" style="display:inline-block;background:${brand.petrol};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Choose a new password</a></p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#475569">The link works once and expires in ${minutes} minutes. If you did not ask for it, your password stays as it is.</p>
<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#64748b;word-break:break-all">${escape(link)}</p>`,
  );
  return { subject, text, html };
}

/** Sent instead of a code when someone registers with an address that already has an account. */
export function signUpAttemptEmail({ loginLink, resetLink }: { loginLink: string; resetLink: string }): EmailContent {
  const subject = `Someone tried to create a ${site.name} account with your e-mail`;
  const text = [
    "Hello,",
    "",
    `Someone just tried to create a new ${site.name} account with this e-mail address. You already have an account, so nothing was created and nothing changed.`,
    "",
    `If it was you, log in instead: ${loginLink}`,
    `Forgot your password? Reset it here: ${resetLink}`,
    "",
    "If it was not you, you can ignore this e-mail: your account is safe.",
  ].join("\n");
  const html = layout(
    subject,
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">Hello,</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5">Someone just tried to create a new ${site.name} account with this e-mail address. You already have an account, so nothing was created and nothing changed.</p>
<p style="margin:0 0 24px"><a href="${escape(loginLink)}" style="display:inline-block;background:${brand.petrol};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Log in</a></p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#475569">Forgot your password? <a href="${escape(resetLink)}" style="color:${brand.petrol}">Reset it here</a>. If it was not you, you can ignore this e-mail: your account is safe.</p>`,
  );
  return { subject, text, html };
}

export interface OverdueExperiment {
  ideaTitle: string;
  hypothesis: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** The idea's page, where the result is recorded. */
  link: string;
}

/**
 * To an account's own address: its experiments past their due date without a result, each with its idea's page. Their
 * titles and hypotheses are the founder's own words, sent to nobody else. `more` counts the overdue ones left for a
 * later reminder (an e-mail names a bounded number).
 */
export function experimentReminderEmail({
  name: storedName,
  experiments,
  more,
  settingsLink,
  unsubscribeLink,
  oneClickUnsubscribe,
}: {
  name: string;
  experiments: OverdueExperiment[];
  more: number;
  settingsLink: string;
  unsubscribeLink: string;
  /** Where a mail client's own Unsubscribe button POSTs (RFC 8058), beside the link in the text. */
  oneClickUnsubscribe: string;
}): EmailContent {
  const name = toSingleLine(storedName).trim();
  const many = experiments.length + more > 1;
  const subject = many
    ? `${experiments.length + more} experiments are past their due date`
    : "An experiment is past its due date";
  const due = (experiment: OverdueExperiment) => formatDate(`${experiment.dueDate}T12:00:00Z`);
  const intro = many
    ? "These experiments passed their due date without a result. Record what you measured, or move the date:"
    : "This experiment passed its due date without a result. Record what you measured, or move the date:";
  const moreLine =
    more > 0 ? `…and ${more} more: they will be in a later reminder, and all of them are on your ideas' pages.` : null;
  const text = [
    `Hi ${name},`,
    "",
    intro,
    "",
    ...experiments.flatMap((experiment) => [
      `- ${toSingleLine(experiment.ideaTitle)}: ${toSingleLine(experiment.hypothesis)}`,
      `  Due ${due(experiment)}. ${experiment.link}`,
    ]),
    ...(moreLine ? ["", moreLine] : []),
    "",
    `You get at most one reminder a day, and each experiment is named once. Turn reminders off in Your Account (${settingsLink}) or here: ${unsubscribeLink}`,
  ].join("\n");
  const items = experiments
    .map(
      (experiment) => `<li style="margin:0 0 16px">
<p style="margin:0;font-size:14px;line-height:1.5;color:#475569">${escape(toSingleLine(experiment.ideaTitle))} · due ${escape(due(experiment))}</p>
<p style="margin:4px 0 0;font-size:16px;line-height:1.5"><a href="${escape(experiment.link)}" style="color:${brand.petrol}">${escape(toSingleLine(experiment.hypothesis))}</a></p>
</li>`,
    )
    .join("\n");
  const html = layout(
    subject,
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">Hi ${escape(name)},</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escape(intro)}</p>
<ul style="margin:0 0 16px;padding:0 0 0 20px">
${items}
</ul>
${moreLine ? `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#475569">${escape(moreLine)}</p>` : ""}`,
    `You get at most one reminder a day, and each experiment is named once. <a href="${escape(unsubscribeLink)}" style="color:#64748b">Stop experiment reminders</a>, or turn them off in <a href="${escape(settingsLink)}" style="color:#64748b">Your Account</a>.`,
  );
  const headers = {
    "List-Unsubscribe": `<${oneClickUnsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return { subject, text, html, headers };
}

/** A survey's line was judged by code (its minimum of respondents reached, or its due date passed). */
export function surveyJudgedEmail({
  name,
  heading,
  outcome,
  measured,
  link,
  noun = "survey",
}: {
  name: string;
  heading: string;
  outcome: "passed" | "failed";
  measured: string;
  link: string;
  /** What asked: a survey, or a pitch page's question. */
  noun?: "survey" | "pitch page's question";
}): EmailContent {
  const subject = `Your ${noun} ${outcome === "passed" ? "passed" : "did not pass"} its pass line`;
  const paragraphs = [
    `The ${noun} "${toSingleLine(heading)}" has been judged: ${toSingleLine(measured)}. The experiment is recorded as ${outcome}, and your idea's verdict takes it into account.`,
    "The answers stay on the idea's page: read them, or re-run a report with them as evidence.",
  ];
  const greeting = `Hi ${toSingleLine(name).trim()},`;
  return {
    subject,
    text: [greeting, "", ...paragraphs, "", link].join("\n"),
    html: noticeLayout(subject, greeting, paragraphs, { label: "Open the idea", link }),
  };
}

/** A pitch page's experiment was judged by code (its minimum of visitors reached, or its due date passed). */
export function pitchJudgedEmail({
  name,
  headline,
  outcome,
  figure,
  link,
}: {
  name: string;
  headline: string;
  outcome: "passed" | "failed";
  figure: string;
  link: string;
}): EmailContent {
  const subject = `Your pitch page ${outcome === "passed" ? "passed" : "did not pass"} its pass line`;
  const paragraphs = [
    `The pitch page "${toSingleLine(headline)}" has been judged: ${figure}. The experiment is recorded as ${outcome}, and your idea's verdict takes it into account.`,
    "You can still add notes and evidence to the experiment on the idea's page.",
  ];
  const greeting = `Hi ${toSingleLine(name).trim()},`;
  return {
    subject,
    text: [greeting, "", ...paragraphs, "", link].join("\n"),
    html: noticeLayout(subject, greeting, paragraphs, { label: "Open the idea", link }),
  };
}

/**
 * An invitation to work on an idea, to an address that has confirmed nothing. It names who invites and the idea (the
 * inviter's own words, each cut to one short line), so an inviter's plan and a daily limit stand behind every one.
 */
export function ideaInvitationEmail({
  inviter,
  idea,
  role,
  link,
  days,
}: {
  inviter: string;
  idea: string;
  role: "editor" | "viewer";
  link: string;
  days: number;
}): EmailContent {
  const who = oneShortLine(inviter, 80);
  const what = oneShortLine(idea, 120);
  const subject = `${who} invites you to "${what}" on ${site.name}`;
  const can =
    role === "editor"
      ? "As an editor you can run reports, track experiments and record results on it."
      : "As a viewer you can read its reports, experiments and decision, and export them.";
  const paragraphs = [
    `${who} invites you to work on the idea "${what}" on ${site.name}. ${can}`,
    `The link works once, for this e-mail address, for ${days} days. Without an account you can create one (or use Google) with this address.`,
  ];
  return {
    subject,
    text: ["Hello,", "", ...paragraphs, "", link].join("\n"),
    html: layout(
      subject,
      paragraphsHtml(["Hello,", ...paragraphs]) + buttonHtml({ label: "Open the invitation", link }),
      `You receive this because ${escape(who)} entered this address. If you do not know them, ignore it: nothing happens.`,
    ),
  };
}

/** A name or title someone else typed, as one line of at most `max` characters. */
const oneShortLine = (value: string, max: number) => {
  const line = [...toSingleLine(value).trim()];
  return line.length > max ? `${line.slice(0, max - 1).join("")}…` : line.join("");
};

/** To a member who asked for it: a result was recorded on a shared idea, and where its verdict stands. */
export function memberResultEmail({
  name,
  idea,
  actor,
  hypothesis,
  status,
  verdict,
  verdictMoved,
  link,
}: {
  name: string;
  idea: string;
  actor: string;
  hypothesis: string;
  status: string;
  verdict: string;
  verdictMoved: boolean;
  link: string;
}): EmailContent {
  const what = oneShortLine(idea, 120);
  const subject = verdictMoved ? `"${what}" is now ${verdict}` : `A result was recorded on "${what}"`;
  const paragraphs = [
    `${oneShortLine(actor, 80)} recorded a result on "${oneShortLine(hypothesis, 200)}": ${status}.`,
    verdictMoved ? `The idea's verdict moved to ${verdict}.` : `The idea's verdict stays ${verdict}.`,
    "You get this because you asked for an e-mail when a result is recorded on this idea; turn it off on the idea's page.",
  ];
  const greeting = `Hi ${toSingleLine(name).trim()},`;
  return {
    subject,
    text: [greeting, "", ...paragraphs, "", link].join("\n"),
    html: noticeLayout(subject, greeting, paragraphs, { label: "Open the idea", link }),
  };
}

/** To a member of an idea whose owner deleted their account: the idea went with it (issue 49). */
export function ownerLeftEmail({ name, owner, ideas }: { name: string; owner: string; ideas: string[] }): EmailContent {
  const titles = ideas.map((idea) => `"${oneShortLine(idea, 120)}"`).join(", ");
  const subject = ideas.length === 1 ? `${titles} has been deleted` : "Ideas you worked on have been deleted";
  const paragraphs = [
    `${oneShortLine(owner, 80)} deleted their ${site.name} account, and with it ${ideas.length === 1 ? "the idea" : "the ideas"} ${titles} you were a member of: reports, experiments and results.`,
    "Your own account and ideas are untouched. Your contributions were part of the deleted ideas, so they are gone too.",
  ];
  const greeting = `Hi ${toSingleLine(name).trim()},`;
  return {
    subject,
    text: [greeting, "", ...paragraphs].join("\n"),
    html: noticeLayout(subject, greeting, paragraphs),
  };
}
