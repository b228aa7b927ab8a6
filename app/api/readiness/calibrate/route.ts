import { withAdmin } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { requestCalibration } from "@/lib/readiness/calibration-status";

/** Admins: 202, a calibration run is queued (or the waiting one joined); the background job runs it, never this request. */
export const POST = withAdmin(async () =>
  respond({ success: true, message: "Calibration queued.", data: await requestCalibration() }, { status: 202 }),
);
