import { route } from "@/lib/http";
import { versionsRoute, type IdContext } from "@/lib/reports/library-endpoint";

export const GET = route<IdContext>(versionsRoute);
