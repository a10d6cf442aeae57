"use client";

import { messageIn, NetworkError, refreshSession } from "./api";

/**
 * Downloads a file from our API with the session cookies (one refresh on a 401, like every other call), saving it
 * under the name the server gives. Throws with the server's message when the answer is not the file.
 */
export async function downloadFile(path: string): Promise<void> {
  const get = () => fetch(path, { credentials: "same-origin" });
  let response: Response;
  try {
    response = await get();
    if (response.status === 401 && (await refreshSession())) response = await get();
  } catch {
    throw new NetworkError("network");
  }
  if (!response.ok) {
    const message = messageIn(await response.json().catch(() => null));
    throw new Error(message ?? "The file could not be made. Please try again.");
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "launchlens-report";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
