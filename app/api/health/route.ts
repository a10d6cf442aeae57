import { getDb } from "@/db";
import { checkDatabase } from "@/lib/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkDatabase(getDb);
  if (health.ok) return Response.json({ status: "ok", database: "up" });
  return Response.json({ message: health.message }, { status: 503 });
}
