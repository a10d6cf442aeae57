/** An error's message, whatever was thrown: an Error's own, anything else in words. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
