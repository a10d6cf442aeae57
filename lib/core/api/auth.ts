/** The auth calls' queries and bodies (docs/API.md, "Auth calls"). */
import { z } from "zod";
import { personName, plainText } from "@/lib/core/text";
import { authPolicy } from "@/lib/core/auth/policy";
import { commonPasswordProblem } from "@/lib/core/auth/password-list";

const { passwordMin, passwordMax } = authPolicy;
export const passwordRule = `Password must be ${passwordMin} to ${passwordMax} characters long.`;

/** A new password: its length, and none of the passwords everyone tries first (lib/core/auth/password-list.ts). */
export const passwordSchema = plainText({ error: "Password is required." })
  .min(passwordMin, passwordRule)
  .max(passwordMax, passwordRule)
  .superRefine((password, context) => {
    const problem = commonPasswordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const emailSchema = plainText({ error: "E-mail is required." })
  .trim()
  .min(1, "E-mail is required.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email({ error: "Enter a valid e-mail address." }));

export const registerSchema = z.object({
  name: personName,
  email: emailSchema,
  password: passwordSchema,
});

export const credentialsSchema = z.object({
  email: emailSchema,
  password: plainText({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(1024, "Password is too long."),
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const resendCodeSchema = z.object({
  email: emailSchema,
  /** The verify page's token: with it the code of that very registration is replaced. */
  token: plainText().max(2048, "The verification link is too long.").optional(),
});

export const verifyEmailQuery = z.object({
  userCode: z.string({ error: "Enter the 6-digit code." }).regex(/^\d{6}$/, "Enter the 6-digit code."),
  token: plainText({ error: "The verification link is missing its token." }).min(
    1,
    "The verification link is missing its token.",
  ),
});

export const updatePasswordSchema = z.object({
  password: passwordSchema,
  currentPassword: plainText().max(1024, "Password is too long.").optional(),
});

export const passwordResetSchema = z.object({
  token: plainText({ error: "The reset link is missing its token." }).min(1, "The reset link is missing its token."),
  password: passwordSchema,
});

/** `DELETE /api/auth/delete-account`: the password, for an account that has one. */
export const deletionBody = z.object({
  password: plainText({ error: "The password must be text." }).max(1_000, "That password is too long.").optional(),
});

/** `GET /api/auth/resume`: the page to go back to (only ever one of our own: safeRedirectTarget). */
export const resumeQuery = z.object({ next: z.string().optional() });
