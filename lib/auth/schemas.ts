import { z } from "zod";
import { passwordSchema } from "./password";

export const emailSchema = z
  .string({ error: "E-mail is required." })
  .trim()
  .min(1, "E-mail is required.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email({ error: "Enter a valid e-mail address." }));

export const registerSchema = z.object({
  name: z.string({ error: "Full name is required." }).trim().min(1, "Full name is required.").max(100, "Full name must be 100 characters or fewer."),
  email: emailSchema,
  password: passwordSchema,
});

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024, "Password is too long."),
});

export const emailOnlySchema = z.object({ email: emailSchema });

export const verifyEmailQuery = z.object({
  userCode: z.string({ error: "Enter the 6-digit code." }).regex(/^\d{6}$/, "Enter the 6-digit code."),
  token: z.string({ error: "The verification link is missing its token." }).min(1, "The verification link is missing its token."),
});

export const updatePasswordSchema = z.object({
  password: passwordSchema,
  currentPassword: z.string().max(1024).optional(),
});

export const passwordResetSchema = z.object({
  token: z.string({ error: "The reset link is missing its token." }).min(1, "The reset link is missing its token."),
  password: passwordSchema,
});
