import { route } from "@/lib/http";
import { exportRoute } from "@/lib/reports/export/endpoint";
import type { IdContext } from "@/lib/reports/library-endpoint";

export const GET = route<IdContext>(exportRoute);
