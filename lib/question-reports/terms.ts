/** Error reports (docs/rules.md, "Error reports and regrade"): shared by the schema, the API and the screens. */
import { QUESTION_REPORT_REASONS, QUESTION_REPORT_STATUSES } from "@/db/enums";

export { QUESTION_REPORT_REASONS, QUESTION_REPORT_STATUSES };
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];
export type QuestionReportStatus = (typeof QUESTION_REPORT_STATUSES)[number];

export const REASON_LABELS: Record<QuestionReportReason, string> = {
  wrong_key: "The marked answer is wrong",
  typo: "Typo or formatting",
  outdated: "Out of date",
  unclear: "Unclear or ambiguous",
  other: "Something else",
};

export const MAX_REPORT_MESSAGE = 2_000;
export const MAX_REPORT_REPLY = 4_000;
