"use client";

import { failureOf, sessionFetch } from "./session-fetch";

/**
 * Downloads a file from our API through sessionFetch (NetworkError when the network failed), saving it under the name
 * the server gives. Throws with the server's message when the answer is not the file.
 */
export async function downloadFile(path: string): Promise<void> {
  const response = await sessionFetch(path);
  if (!response.ok) throw new Error(await failureOf(response, "The file could not be made. Please try again."));
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "launchlens-report";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
