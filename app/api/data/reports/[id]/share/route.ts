import { route } from "@/lib/http";
import { revokeShareRoute, shareRoute, type IdContext } from "@/lib/reports/library-endpoint";

export const POST = route<IdContext>(shareRoute);
export const DELETE = route<IdContext>(revokeShareRoute);
