import { route } from "@/lib/http";
import { exportRoute, type IdContext } from "@/lib/reports/library-endpoint";

export const GET = route<IdContext>(exportRoute);
