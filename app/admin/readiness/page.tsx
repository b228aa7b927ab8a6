import type { Metadata } from "next";
import { CalibrateButton } from "@/components/admin/readiness/calibrate-button";
import { CalibrationRun } from "@/components/admin/readiness/calibration-run";
import { RefreshWhileRunning } from "@/components/admin/readiness/refresh-while-running";
import { CoverageTable } from "@/components/admin/readiness/coverage-table";
import { PassMarkForm } from "@/components/admin/readiness/pass-mark-form";
import { CardSection } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { calibrationStatus } from "@/lib/readiness/calibration-status";
import { QUIZ_PASS_PERCENT } from "@/lib/sitting-rules/pass";
import { bandRangeName } from "@/lib/readiness/constants";
import { readPassMark } from "@/lib/sitting-rules/exam-pass-mark";

export const metadata: Metadata = { title: "Readiness" };

/**
 * The readiness model for admins (docs/rules.md, "Readiness in the product"): the last calibration
 * run with a way to ask for one, the pass mark, and the self-check of the bands. Read through lib/
 * like the API, never by fetching it.
 */
export default async function AdminReadinessPage() {
  await requirePageAdmin();
  const [status, passMark] = await Promise.all([calibrationStatus(), readPassMark()]);
  const runUnderWay = status.lastRun?.status === "queued" || status.lastRun?.status === "running";

  return (
    <>
      <PageHeader
        title="Readiness"
        description="The model behind learners' “Am I ready?”: a predicted score on a reference paper with its range, calibrated from their first answers."
      />
      <div className="space-y-6">
        <CardSection
          id="calibration-heading"
          title="Last calibration"
          description="A run places every question and learner on one scale. The calibration job runs one each night, after a grand test's results and when you ask."
        >
          <div className="space-y-4">
            <CalibrationRun status={status} />
            <RefreshWhileRunning active={runUnderWay} />
            <CalibrateButton underWay={runUnderWay} />
          </div>
        </CardSection>
        <CardSection
          id="pass-mark-heading"
          title="Pass mark"
          description={`Your own setting: the college publishes no pass mark, so every prediction is placed against this one (below, around or above it), and grand tests are passed at it. Ordinary quizzes keep their own pass mark, ${QUIZ_PASS_PERCENT}%.`}
        >
          <PassMarkForm passMark={passMark} />
        </CardSection>
        <CardSection
          id="self-check-heading"
          title="Self-check"
          description={`Each prediction comes with ${bandRangeName()}: about 8 in 10 candidates' actual scores should fall inside it. Counted per grand test, for candidates who had a prediction before it opened.`}
        >
          <CoverageTable rows={status.coverage} />
        </CardSection>
      </div>
    </>
  );
}
