import { readQuery, withAdmin } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { listReports, reportListSchema } from "@/lib/question-reports/list";

/** `?status=open|resolved|dismissed|all` (open by default), `?page=&pageSize=`. */
export const GET = withAdmin(async (request) => okPage(await listReports(readQuery(request, reportListSchema))));
