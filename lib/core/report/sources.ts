/** The same page, however the model spelled it: scheme and host case, a trailing slash, a fragment. */
export function sameUrl(a: string, b: string): boolean {
  try {
    const [left, right] = [new URL(a), new URL(b)];
    left.hash = "";
    right.hash = "";
    return left.href.replace(/\/$/, "") === right.href.replace(/\/$/, "");
  } catch {
    return false;
  }
}
