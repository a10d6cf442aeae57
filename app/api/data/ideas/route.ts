import { route } from "@/lib/http";
import { ideasRoute } from "@/lib/reports/library-endpoint";

export const dynamic = "force-dynamic";
export const GET = route(ideasRoute);
