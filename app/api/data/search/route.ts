import { route } from "@/lib/http";
import { searchRoute } from "@/lib/reports/library-endpoint";

export const dynamic = "force-dynamic";
export const GET = route(searchRoute);
