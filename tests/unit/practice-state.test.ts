import { describe, expect, it } from "vitest";
import { initialView, practiceReducer, type PracticeAction, type PracticeView } from "@/components/practice/practice-state";
import type { PracticeAnswered, PracticeState } from "@/components/practice/types";

/** The practice screen's state (components/practice/practice-state.ts): what each step of a session does to it. */
type Question = PracticeState["questions"][number];
const question = (id: string, saved: Partial<Question> = {}) => ({ id, selectedOptionId: null, flagged: false, ...saved }) as Question;
const session = (questions: Question[]) => ({ id: "s1", mode: "tutor", questions }) as unknown as PracticeState;
const reveal = (correct: boolean) => ({ correct, review: { rating: "good", corrected: false } }) as unknown as PracticeAnswered;
const run = (view: PracticeView, ...actions: PracticeAction[]) =>
  actions.reduce((current, action) => practiceReducer(current, action, 3), view);
const fresh = (questions = [question("a"), question("b"), question("c")]) =>
  initialView(session(questions), { answers: {}, flags: new Set() });

describe("the practice screen's state", () => {
  it("opens at the first question not answered, with what the server and this browser hold", () => {
    const view = initialView(
      session([question("a", { selectedOptionId: "a1", key: reveal(true) } as never), question("b"), question("c")]),
      {
        answers: { c: "c2" },
        flags: new Set(["b"]),
      },
    );
    expect(view).toMatchObject({ index: 1, answers: { a: "a1", c: "c2" }, keys: { a: { correct: true } }, ended: null });
    expect(view.flags.has("b")).toBe(true);
  });

  it("moves within the questions only; a timed answer moves on, a dropped one is forgotten", () => {
    expect(run(fresh(), { type: "step", by: -1 }).index).toBe(0);
    expect(run(fresh(), { type: "go", index: 7 }).index).toBe(2);
    const queued = run(
      fresh(),
      { type: "queued", questionId: "a", optionId: "a2" },
      { type: "go", index: 2 },
      { type: "queued", questionId: "c", optionId: "c1" },
    );
    expect([queued.index, queued.answers]).toEqual([2, { a: "a2", c: "c1" }]);
    expect(run(queued, { type: "dropped", questionId: "a" }).answers).toEqual({ c: "c1" });
  });

  it("shows a tutor answer's key and review, and a changed rating as corrected", () => {
    const answered = run(fresh(), { type: "revealed", questionId: "a", optionId: "a1", answered: reveal(false) });
    expect([answered.answers.a, answered.keys.a?.correct, answered.reviews.a?.rating]).toEqual(["a1", false, "good"]);
    expect(run(answered, { type: "rated", questionId: "a", rating: "hard" }).reviews.a).toMatchObject({ rating: "hard", corrected: true });
    expect(run(fresh(), { type: "rated", questionId: "b", rating: "hard" }).reviews).toEqual({});
  });

  it("catches up with an answer given elsewhere, keeping its own", () => {
    const mine = run(fresh(), { type: "revealed", questionId: "a", optionId: "a1", answered: reveal(true) });
    const server = session([
      question("a", { selectedOptionId: "a1", key: reveal(true) } as never),
      question("b", { selectedOptionId: "b2", key: reveal(false) } as never),
      question("c"),
    ]);
    const caughtUp = run(mine, { type: "caughtUp", session: server });
    expect([caughtUp.answers, caughtUp.keys.b?.correct, caughtUp.ended]).toEqual([{ a: "a1", b: "b2" }, false, null]);
    expect(run(caughtUp, { type: "ended", session: server }).ended).toBe(server);
  });
});
