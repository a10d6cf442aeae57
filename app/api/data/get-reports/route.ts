import { route } from "@/lib/http";
import { listRoute } from "@/lib/reports/endpoint";

export const dynamic = "force-dynamic";
export const GET = route(listRoute);
