import { GrandTestStatusBadge } from "@/components/grand-tests/status-badge";
import { formatDateTime } from "@/lib/format";
import type { ScheduleView } from "@/lib/quizzes/views";

/** Under a grand test's name in the admin quiz list: its status and window (Pakistan time). */
export function GrandTestSchedule({ quiz }: { quiz: ScheduleView }) {
  if (quiz.kind !== "grand_test" || !quiz.opensAt || !quiz.closesAt) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-slate-600">
      <span className="font-semibold text-slate-700">Grand test</span>
      {quiz.status && <GrandTestStatusBadge status={quiz.status} />}
      <span>
        {formatDateTime(quiz.opensAt)} – {formatDateTime(quiz.closesAt)}
      </span>
    </span>
  );
}
