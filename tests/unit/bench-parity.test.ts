import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { saveAnswerQuery } from "@/lib/attempts/answers";
import { SUBMIT_GRACE_SECONDS } from "@/lib/sitting-rules/deadline";
import { setUpTestDatabase } from "../support/db";

setUpTestDatabase();

describe("the exam-day baseline (bench/bare-server.mjs)", () => {
  it("runs exactly the app's answer statement, with the parameters in the same order", () => {
    const query = saveAnswerQuery();
    expect(fs.readFileSync("bench/save-answer.sql", "utf8").trim()).toBe(query.sql);
    // bench/bare-server.mjs sends [sessionId, false, false, questionId, optionId, attemptId, userId, grace].
    const names = query.params.map((param) => (param && typeof param === "object" && "name" in param ? param.name : param));
    expect(names).toEqual(["sessionId", false, false, "questionId", "optionId", "attemptId", "userId", SUBMIT_GRACE_SECONDS]);
  });
});
