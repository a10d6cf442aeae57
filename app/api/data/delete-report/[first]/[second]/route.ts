import { deleteRoute } from "@/lib/reports/endpoint";

export const DELETE = deleteRoute;
