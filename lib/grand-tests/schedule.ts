import { DomainError } from "@/lib/errors";
import { GRAND_TEST_MESSAGES as M } from "@/lib/sitting-rules/messages";
import { scheduleLocked, type GrandTestAccess, type QuizKind } from "./terms";

/** What makes a quiz a grand test, as stored on `quizzes`. */
export type Schedule = { kind: "quiz" } | { kind: "grand_test"; opensAt: Date; closesAt: Date; access: GrandTestAccess };

/** The authoring payload's schedule fields: absent keeps what is stored (update) or makes a quiz (add). */
export type ScheduleInput = { kind?: QuizKind; opensAt?: Date | null; closesAt?: Date | null; access?: GrandTestAccess | null };

export type StoredSchedule = { kind: QuizKind; opensAt: Date | null; closesAt: Date | null; access: GrandTestAccess | null };

const MINUTE_MS = 60_000;

/** quiz/add: a quiz unless the payload says grand_test, whose window must lie ahead and fit the quiz time. */
export function scheduleForCreate(input: ScheduleInput, quizTime: number, now: Date): Schedule {
  const schedule = resolve({ kind: "quiz", opensAt: null, closesAt: null, access: null }, input);
  if (schedule.kind === "grand_test") {
    assertWindow(schedule, quizTime);
    if (schedule.closesAt <= now) throw new DomainError("Invalid", M.closesInFuture, { field: "closesAt" });
  }
  return schedule;
}

/**
 * quiz/update: the window, access, kind and time may change until the grand test opens; after
 * that, any change is a 409 naming the field. The kind of a quiz with attempts never changes.
 */
export function scheduleForUpdate(
  stored: StoredSchedule & { quizTime: number; hasAttempts: boolean },
  input: ScheduleInput,
  quizTime: number,
  now: Date,
): Schedule {
  const next = resolve(stored, input);
  if (next.kind !== stored.kind && stored.hasAttempts) throw new DomainError("Locked", M.kindWithAttempts, { field: "kind" });
  if (scheduleLocked(stored, now)) {
    const changed = firstChange(stored, next);
    if (changed) throw new DomainError("Locked", M.scheduleLocked, { field: changed });
    if (quizTime !== stored.quizTime) throw new DomainError("Locked", M.timeLocked, { field: "quizTime" });
    return next;
  }
  if (next.kind === "grand_test") {
    assertWindow(next, quizTime);
    if (firstChange(stored, next) && next.closesAt <= now) throw new DomainError("Invalid", M.closesInFuture, { field: "closesAt" });
  }
  return next;
}

function resolve(stored: StoredSchedule, input: ScheduleInput): Schedule {
  const kind = input.kind ?? stored.kind;
  const keep = stored.kind === kind;
  const opensAt = input.opensAt !== undefined ? input.opensAt : keep ? stored.opensAt : null;
  const closesAt = input.closesAt !== undefined ? input.closesAt : keep ? stored.closesAt : null;
  const access = input.access !== undefined ? input.access : keep ? stored.access : null;
  if (kind === "quiz") {
    const extra = opensAt ? "opensAt" : closesAt ? "closesAt" : access ? "access" : null;
    if (extra) throw new DomainError("Invalid", M.scheduleOnQuiz, { field: extra });
    return { kind };
  }
  if (!opensAt) throw new DomainError("Invalid", M.opensAt, { field: "opensAt" });
  if (!closesAt) throw new DomainError("Invalid", M.closesAt, { field: "closesAt" });
  if (!access) throw new DomainError("Invalid", M.access, { field: "access" });
  return { kind, opensAt, closesAt, access };
}

function assertWindow(schedule: Extract<Schedule, { kind: "grand_test" }>, quizTime: number): void {
  if (schedule.closesAt <= schedule.opensAt) throw new DomainError("Invalid", M.closesAfterOpens, { field: "closesAt" });
  if (schedule.closesAt.getTime() - schedule.opensAt.getTime() < quizTime * MINUTE_MS)
    throw new DomainError("Invalid", M.windowTooShort(quizTime), { field: "closesAt" });
}

/** The first schedule field that differs, by name, or null. */
function firstChange(stored: StoredSchedule, next: Schedule): string | null {
  if (stored.kind !== next.kind) return "kind";
  if (next.kind === "quiz") return null;
  if (stored.opensAt?.getTime() !== next.opensAt.getTime()) return "opensAt";
  if (stored.closesAt?.getTime() !== next.closesAt.getTime()) return "closesAt";
  if (stored.access !== next.access) return "access";
  return null;
}

/** The columns a schedule writes on `quizzes`. */
export const scheduleColumns = (schedule: Schedule) =>
  schedule.kind === "quiz"
    ? { kind: schedule.kind, opensAt: null, closesAt: null, access: null }
    : { kind: schedule.kind, opensAt: schedule.opensAt, closesAt: schedule.closesAt, access: schedule.access };
