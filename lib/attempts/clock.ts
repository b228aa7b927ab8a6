/** The times the quiz screen counts down from: all from the server clock, with its "now". */
export function attemptClock(attempt: { startedAt: Date; deadline: Date | null }) {
  return {
    startAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline?.toISOString() ?? null,
    serverNow: new Date().toISOString(),
  };
}
