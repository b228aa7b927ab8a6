import { withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { calibrationStatus } from "@/lib/readiness/calibration-status";

/** Admins: the last calibration run, the items on the scale and each grand test's coverage. */
export const GET = withAdmin(async () => ok(await calibrationStatus()));
