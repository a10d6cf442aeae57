/**
 * What a refused password is told, shared by the server's check (lib/core/auth/password-list.ts) and the forms,
 * which show these at the password field rather than under the form.
 */
export const COMMON_PASSWORD =
  "This password is one of the most common ones and would be guessed quickly. Choose another: a few unrelated words work well.";

export const COMMON_PASSWORD_STEM =
  "This password is a common word or name with numbers or symbols added, which guessers try first. Choose another: a few unrelated words work well.";

export const passwordMessages: readonly string[] = [COMMON_PASSWORD, COMMON_PASSWORD_STEM];

/** Whether a refusal is about the password itself, so the form shows it at that field. */
export const isPasswordMessage = (message: string | null | undefined) =>
  !!message && (passwordMessages.includes(message) || /^Password /.test(message));
