import { handle } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { requireAdmin } from "@/lib/auth/guards";
import { requestCalibration } from "@/lib/readiness/calibration-status";

/**
 * Admins: 202, a calibration run is queued, or the waiting one joined, or one that started after the
 * ask arrived (timed before the session check, so that a slow check never counts as arriving later);
 * the background job runs it, never this request.
 */
export const POST = handle(async (request) => {
  const askedAt = new Date();
  await requireAdmin(request);
  return respond({ success: true, message: "Calibration queued.", data: await requestCalibration(askedAt) }, { status: 202 });
});
