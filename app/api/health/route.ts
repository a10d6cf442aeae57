import { getDb } from "@/db";
import { checkDatabase } from "@/lib/health";
import { route } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const health = await checkDatabase(getDb);
  if (health.ok) return Response.json({ status: "ok", database: "up" });
  return Response.json({ message: health.message }, { status: 503 });
});
