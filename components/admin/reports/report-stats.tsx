import type { Report } from "@/lib/reports";
import { CardIcon, ChartIcon, ClockIcon, QuizIcon } from "@/components/ui/icons";
import { formatPercent, formatPKR } from "@/lib/format";
import { breaksApprovalPromise } from "@/lib/payments/approval-promise";
import { PASS_RATE_DIGITS, passRateOf } from "@/lib/reports/pass-rate";
import { monthKeyOf } from "@/lib/reports/windows";
import { formatAge, fullMonth } from "./report-model";
import { StatCard } from "./stat-card";

/** The headline figures above the charts. */
export function ReportStats({ report }: { report: Report }) {
  const thisMonth = monthKeyOf(report.generatedAt);
  const revenue = report.paymentsByMonth.find((row) => row.month === thisMonth)?.revenue ?? 0;
  const { count, oldestHours } = report.pending;
  const late = oldestHours !== null && breaksApprovalPromise(oldestHours);
  const access = report.activeEntitlements.reduce((sum, row) => sum + row.learners, 0);
  const attempts = report.quizzes.reduce((sum, row) => sum + row.attempts, 0);
  const passed = report.quizzes.reduce((sum, row) => sum + row.passed, 0);

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Revenue this month"
        value={formatPKR(revenue)}
        detail={`Approved payments in ${fullMonth(thisMonth)}`}
        icon={<CardIcon />}
      />
      <StatCard
        label="Pending payments"
        value={count}
        detail={oldestHours === null ? "Nothing waiting" : `Oldest waiting ${formatAge(oldestHours)}`}
        icon={<ClockIcon />}
        href="/admin/payments"
        action="Review payments"
        tone={late ? "attention" : "default"}
      />
      <StatCard
        label="Active entitlements"
        value={access}
        detail={`Learner access across ${report.activeEntitlements.length} ${report.activeEntitlements.length === 1 ? "subject" : "subjects"}`}
        icon={<ChartIcon />}
      />
      <StatCard
        label="Quiz pass rate"
        value={formatPercent(passRateOf(passed, attempts), { digits: PASS_RATE_DIGITS })}
        detail={attempts ? `${passed} of ${attempts} finished attempts passed` : "No finished attempts yet"}
        icon={<QuizIcon />}
      />
    </div>
  );
}
