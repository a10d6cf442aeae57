import { route } from "@/lib/http";
import { reportRoute, type IdContext } from "@/lib/reports/library-endpoint";

export const GET = route<IdContext>(reportRoute);
