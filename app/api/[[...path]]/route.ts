import { noSuchCall } from "@/lib/server/http/methods";

/**
 * Any /api address no route answers (`GET /api/data/no-such-call`, and `/api` itself): 404 with `{ message }` as JSON, for every method,
 * instead of the HTML not-found page. Every real route is more specific than this catch-all and wins, next-auth's
 * /api/auth/[...nextauth] included; a known address with a method it does not take answers 405 (lib/server/http/methods.ts).
 */
export const dynamic = "force-dynamic";
export {
  noSuchCall as GET,
  noSuchCall as HEAD,
  noSuchCall as POST,
  noSuchCall as PUT,
  noSuchCall as PATCH,
  noSuchCall as DELETE,
  noSuchCall as OPTIONS,
};
