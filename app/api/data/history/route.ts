import { route } from "@/lib/http";
import { historyRoute } from "@/lib/reports/library-endpoint";

export const dynamic = "force-dynamic";
export const GET = route(historyRoute);
