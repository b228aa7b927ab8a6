"use client";

import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";
import { Button } from "@/components/ui/button";

/**
 * "Calibrate now": asks for a run (202, queued, or the waiting run joined); the calibration job runs
 * it in the background, never this request (docs/rules.md, "Readiness in the product"). The page
 * then reads the run again and shows it as queued. Disabled while a run is under way: asking again
 * would only join it.
 */
export function CalibrateButton({ underWay }: { underWay: boolean }) {
  const { run, busy } = useRefreshingAction();
  const calibrate = () =>
    run(() => apiFetch("/api/readiness/calibrate", { method: "POST" }), {
      success: "Calibration queued.",
      failure: "The calibration could not be queued. Please try again.",
    });
  return (
    <Button variant="outline" loading={busy} loadingText="Queuing…" disabled={underWay} onClick={() => void calibrate()}>
      {underWay ? "Calibration under way" : "Calibrate now"}
    </Button>
  );
}
