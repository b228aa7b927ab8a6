import { withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { buildReport } from "@/lib/reports";

export const GET = withAdmin(async () => ok(await buildReport()));
