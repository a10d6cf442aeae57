/**
 * The caller's address for throttling: X-Real-IP as the hosting proxy sets it, else the last X-Forwarded-For hop (the
 * one our nearest proxy appended; earlier hops are whatever the client claimed), else one shared bucket.
 */
export function clientAddress(request: Request): string {
  const realIp = request.headers.get("x-real-ip")?.trim();
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return (realIp || forwarded || "unknown").slice(0, 64);
}
