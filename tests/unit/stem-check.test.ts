import { describe, expect, it } from "vitest";
import { severalAnswersAsked, severalAnswersWarning } from "@/lib/quizzes/stem-check";

describe('severalAnswersAsked (docs/rules.md, "Catalogue and authoring")', () => {
  it.each([
    ["Which TWO of the following are recognised adverse effects of suxamethonium?", "Which TWO"],
    ["Which two drugs prolong the QT interval?", "Which two"],
    ["What are the three layers of the dura?", "What are the three"],
    ["Select THREE features of local anaesthetic toxicity.", "Select THREE"],
    ["Name both branches of the superior laryngeal nerve.", "Name both"],
    ["Regarding sevoflurane (select all that apply):", "all that apply"],
    ["Tick all the correct statements about ketamine.", "Tick all"],
    ["There are 2 correct answers: pick them.", "2 correct answers"],
    ["More than one answer may be correct: features of MH?", "More than one"],
    ["Which of the following are ester local anaesthetics?", "Which of the following are"],
    ["Which of the following statements about propofol are true?", "Which of the following statements about propofol are"],
    ["Which structures are visible in Mallampati class III?", "Which structures are"],
    ["Which\n  TWO\tof these apply?", "Which TWO"],
  ])("flags %j", (stem, phrase) => {
    expect(severalAnswersAsked(stem)).toBe(phrase);
  });

  it.each([
    "Which induction agent best preserves blood pressure?",
    "Which of the following is an absolute contraindication to neuraxial anaesthesia?",
    "Which of the following local anaesthetics is an ester?",
    "Which opioid has an active metabolite that accumulates in renal failure?",
    "Which drug is most likely, in patients who are hypovolaemic, to cause hypotension?",
    "According to DAS 2015 guidance, what is the maximum number of attempts at tracheal intubation during Plan A?",
    "Sympathetic block extends about two segments above the sensory level. Why?",
    "MAP ≈ diastolic + one third of the pulse pressure. What is the MAP at 120/60 mmHg?",
    "The standard 1% propofol emulsion contains which of the following?",
    "",
  ])("leaves %j alone", (stem) => {
    expect(severalAnswersAsked(stem)).toBeNull();
  });

  it("quotes the words in the warning", () => {
    expect(severalAnswersWarning("Which TWO")).toContain('("Which TWO")');
  });
});
