import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listSubjects } from "@/lib/subjects/admin";

/** Public: names, descriptions and prices are what the catalogue shows anyway. */
export const GET = handle(async () => ok(await listSubjects()));
