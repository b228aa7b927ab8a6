import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScoreCharts } from "@/app/(site)/profile/results/score-charts";
import { CHARTED_SUBJECTS, recentTrends } from "@/lib/sittings/recent-trends";
import type { ScoreTrend } from "@/lib/sittings/results";
import { TREND_POINTS } from "@/lib/sittings/results";

/** A learner of `count` subjects, subject i last taken on day i of 2026, each chart full. */
const trendsOf = (count: number): ScoreTrend[] =>
  Array.from({ length: count }, (_, subject) => ({
    subjectId: `subject-${subject}`,
    subject: `Subject ${subject}`,
    results: 100,
    latest: 66.67,
    best: 91.11,
    points: Array.from({ length: TREND_POINTS }, (_, point) => ({
      percentage: 40 + point * 3.33,
      results: 8,
      from: new Date(Date.UTC(2025, 0, 1 + point)).toISOString(),
      to: new Date(Date.UTC(2026, 0, 1 + subject, point)).toISOString(),
    })),
  }));

// docs/rules.md, "Lists are paged on the server": the results page's weight does not grow with the number of subjects a learner takes.
describe("the results page's score charts", () => {
  it("draws the subjects last taken, at most CHARTED_SUBJECTS of them", () => {
    const chosen = recentTrends(trendsOf(20));
    expect(chosen.map((trend) => trend.subject)).toEqual(Array.from({ length: CHARTED_SUBJECTS }, (_, index) => `Subject ${19 - index}`));
    expect(recentTrends(trendsOf(2)).map((trend) => trend.subject)).toEqual(["Subject 1", "Subject 0"]);
  });

  it("says how many there are in all and where the others are, in a bounded weight", () => {
    const all = trendsOf(20);
    const html = renderToString(createElement(ScoreCharts, { trends: recentTrends(all), total: all.length }));
    expect(html.match(/role="img"/g)).toHaveLength(CHARTED_SUBJECTS);
    expect(html.replaceAll("<!-- -->", "")).toContain(
      `The ${CHARTED_SUBJECTS} subjects you took last, of 20. Choose a subject above to see its chart.`,
    );
    // 20 charts were 83 kB of HTML (and 26 kB of props again in the page's payload).
    expect(html.length).toBeLessThan(30_000);
    const few = renderToString(createElement(ScoreCharts, { trends: recentTrends(trendsOf(2)), total: 2 }));
    expect(few).not.toContain("subjects you took last");
  });
});
