import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { plainJson } from "@/lib/api/plain-response";
import { securityHeaders } from "@/lib/api/security-headers";
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

  it("answers with the app's headers: its security headers and the JSON's", () => {
    const sent = JSON.parse(fs.readFileSync("bench/save-answer-headers.json", "utf8"));
    const production = Object.fromEntries(securityHeaders(false).map(({ key, value }) => [key.toLowerCase(), value]));
    expect(sent).toEqual({ ...production, ...plainJson(200, { success: true }).headers });
  });
});
