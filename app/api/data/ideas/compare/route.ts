import { route } from "@/lib/http";
import { compareRoute } from "@/lib/reports/library-endpoint";

export const dynamic = "force-dynamic";
export const GET = route(compareRoute);
