import "server-only";
import { readText } from "./body";
import { HttpError } from "./errors";

/** Whether a public form was posted as a form (answered with a redirect to the page) or as JSON; 415 otherwise. */
export function postedAsForm(request: Request): boolean {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  const asForm = type.startsWith("application/x-www-form-urlencoded");
  if (!asForm && !type.startsWith("application/json")) {
    throw new HttpError(415, "Send the form (application/x-www-form-urlencoded) or JSON.");
  }
  return asForm;
}

/** The posted form's fields, as a form or as JSON (400 for JSON that does not parse). */
export async function readPostedForm(request: Request, asForm: boolean): Promise<unknown> {
  const text = await readText(request);
  if (asForm) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body must be JSON.");
  }
}
