import "server-only";
import { NextRequest } from "next/server";
import { safeRedirectTarget } from "@/lib/server/http";
import { readBodyBytes } from "@/lib/server/http/body";
import { Invalid, UnsupportedFormat } from "@/lib/core/errors";

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The request next-auth gets: its body read through our cap, a POST only as a form (what next-auth's own pages send),
 * and the callbackUrl resolved to a page of our own origin. next-auth throws on a callbackUrl it cannot parse, which
 * would be a 500, and it must never redirect anywhere else.
 */
export async function requestForNextAuth(request: NextRequest): Promise<NextRequest> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const bytes = await readBodyBytes(request);
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    throw new UnsupportedFormat("Send the form as application/x-www-form-urlencoded.");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Invalid("The form is not valid UTF-8.");
  }
  const form = new URLSearchParams(text);
  for (const [name, value] of form) {
    if (CONTROL.test(name) || CONTROL.test(value)) throw new Invalid("The form contains control characters.");
  }
  if (!form.get("csrfToken")) throw new Invalid("The sign-in form is missing its CSRF token.");
  const callbackUrl = form.get("callbackUrl");
  if (callbackUrl !== null) form.set("callbackUrl", safeRedirectTarget(callbackUrl, "/auth/google").toString());
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new NextRequest(request.url, { method: request.method, headers, body: form.toString() });
}
