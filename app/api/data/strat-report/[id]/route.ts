import { readRoute } from "@/lib/reports/endpoint";

export const dynamic = "force-dynamic";
export const GET = readRoute("ms");
