import { brand } from "@/lib/brand";
import { site } from "@/lib/site";
import { toSingleLine } from "@/lib/validation/text";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A plain, widely supported HTML layout: one column, inline styles, no images. */
function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="margin:0;background:${brand.paper};font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${brand.ink}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border:1px solid #e7e3dc;border-radius:16px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${brand.petrol}">${site.name}</p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:13px;line-height:1.5;color:#64748b">If you did not ask for this e-mail, you can ignore it. Questions? Write to ${site.contactEmail}.</p>
</td></tr></table></td></tr></table></body></html>`;
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
