import { route } from "@/lib/http";
import { pinRoute, type IdContext } from "@/lib/reports/library-endpoint";

export const POST = route<IdContext>(pinRoute);
