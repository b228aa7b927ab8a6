import { readQuery, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { pageParamsSchema } from "@/lib/pagination";
import { buildReport } from "@/lib/reports";

/** `?page=&pageSize=` pages the per-quiz figures (`quizzes`, `quizzesPage`); the rest is whole. */
export const GET = withAdmin(async (request) => ok(await buildReport(new Date(), readQuery(request, pageParamsSchema))));
