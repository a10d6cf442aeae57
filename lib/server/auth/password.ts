import "server-only";
import { hash, verify } from "@node-rs/argon2";
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
