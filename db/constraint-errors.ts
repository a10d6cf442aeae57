/** A foreign key violation (PostgreSQL's 23503), wherever in the error's causes the driver put it. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    if ("code" in at && at.code === "23503") return true;
  }
  return false;
}
