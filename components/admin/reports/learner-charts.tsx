"use client";

// A client component for its weight, not for state: the figures reach the browser once as props (with
// the HTML rendered on the server), instead of as chart markup twice, in the HTML and the RSC payload.
import type { Report } from "@/lib/reports";
import { BarList } from "./bar-list";
import { ChartCard } from "./chart-card";
import { CHART } from "./colors";
import { ColumnChart } from "./column-chart";
import type { WeekRow } from "@/lib/reports/windows";
import { weekLabel, weekLong } from "./report-model";

/** Learners with active access, per subject (the monthly plan is its own row). */
export function EntitlementsChart({ rows }: { rows: Report["activeEntitlements"] }) {
  const total = rows.reduce((sum, row) => sum + row.learners, 0);
  return (
    <ChartCard
      id="entitlements"
      title="Active entitlements per subject"
      summary={
        rows.length === 0
          ? "No learner has active access right now."
          : `${total} active across ${rows.length} ${rows.length === 1 ? "subject" : "subjects"}.`
      }
      empty={rows.length === 0 ? "Approved payments give learners access; it shows here while it lasts." : null}
      data={{ head: ["Subject", "Learners"], rows: rows.map((row) => [row.subject, row.learners]) }}
    >
      <BarList items={rows.map((row) => ({ label: row.subject, value: row.learners }))} />
    </ChartCard>
  );
}

/** New learner accounts per week. */
export function NewLearnersChart({ weeks }: { weeks: WeekRow[] }) {
  const total = weeks.reduce((sum, row) => sum + row.learners, 0);
  return (
    <ChartCard
      id="new-learners"
      title="New learners per week"
      summary={`${total} ${total === 1 ? "learner" : "learners"} joined in the last ${weeks.length} weeks.`}
      empty={total === 0 ? "No new learners in the last 12 weeks." : null}
      data={{ head: ["Week", "New learners"], rows: weeks.map((row) => [weekLong(row.week), row.learners]) }}
    >
      <ColumnChart
        integer
        columns={weeks.map((row) => ({ label: weekLabel(row.week), values: [row.learners] }))}
        series={[{ label: "New learners", color: CHART.indigo }]}
      />
    </ChartCard>
  );
}
