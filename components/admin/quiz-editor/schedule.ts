import { fromZonedInputValue, toZonedInputValue } from "@/lib/format";
import { scheduleLocked as lockedByServerRule, type GrandTestAccess, type QuizKind } from "@/lib/grand-tests/terms";
import type { ScheduleView } from "@/lib/quizzes/views";

/** A saved quiz's schedule as the admin API answers it (nulls on an ordinary quiz). */
export type SavedSchedule = Pick<ScheduleView, "kind" | "opensAt" | "closesAt" | "access">;

/** The editor's schedule, as typed: datetime-local values in Pakistan time. */
export type EditorSchedule = { kind: QuizKind; opensAt: string; closesAt: string; access: GrandTestAccess };

export const SCHEDULE_FIELDS = ["kind", "opensAt", "closesAt", "access"] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

export const SCHEDULE_IDS: Record<ScheduleField, string> = {
  kind: "quiz-kind",
  opensAt: "quiz-opens-at",
  closesAt: "quiz-closes-at",
  access: "quiz-access",
};

export const newSchedule = (): EditorSchedule => ({ kind: "quiz", opensAt: "", closesAt: "", access: "registered" });

export function editorScheduleOf(saved: SavedSchedule): EditorSchedule {
  return {
    kind: saved.kind,
    opensAt: toZonedInputValue(saved.opensAt),
    closesAt: toZonedInputValue(saved.closesAt),
    access: saved.access ?? "registered",
  };
}

/** The server's lock (lib/grand-tests/terms), read from the saved schedule: the editor shows the window read-only. */
export function scheduleLocked(saved: Pick<SavedSchedule, "kind" | "opensAt"> | undefined, now = Date.now()): boolean {
  return !!saved && lockedByServerRule({ kind: saved.kind, opensAt: saved.opensAt ? new Date(saved.opensAt) : null }, new Date(now));
}

/**
 * The payload's schedule: a grand test's window as instants (null when a box is empty, so the
 * server names the field), an ordinary quiz just its kind, and nothing when the window is locked.
 */
export function schedulePayload(schedule: EditorSchedule, locked: boolean) {
  if (locked) return {};
  if (schedule.kind === "quiz") return { kind: "quiz" as const };
  return {
    kind: schedule.kind,
    opensAt: fromZonedInputValue(schedule.opensAt),
    closesAt: fromZonedInputValue(schedule.closesAt),
    access: schedule.access,
  };
}
