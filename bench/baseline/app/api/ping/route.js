// The bare route of bench/api.mjs: constant JSON, rendered per request like our data calls, nothing else.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" });
}
