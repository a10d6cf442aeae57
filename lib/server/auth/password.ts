import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { plainText } from "@/lib/core/text";
import { commonPasswordProblem } from "./password-list";
import { authPolicy } from "@/lib/core/auth/policy";

const { passwordMin, passwordMax } = authPolicy;
export const passwordRule = `Password must be ${passwordMin} to ${passwordMax} characters long.`;

export const passwordSchema = plainText({ error: "Password is required." })
  .min(passwordMin, passwordRule)
  .max(passwordMax, passwordRule)
  .superRefine((password, context) => {
    const problem = commonPasswordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended floor.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the account does not exist keeps the answer time the same as for a wrong password.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hash("decoy-password-for-timing");
  await verifyPassword(await decoy, password);
  return false;
}
