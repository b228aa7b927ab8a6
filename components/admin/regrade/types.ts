/** GET /api/questions/{id}/regrade (lib/regrade questionKeyHistory). */
export type KeyOption = { id: string; text: string; isCorrect: boolean };
export type RegradeSummary = { attempts: number; scoreChanged: number; passToFail: number; failToPass: number };
export type KeyChangeView = RegradeSummary & {
  id: string;
  changedAt: string;
  changedBy: string | null;
  oldOptionIds: string[];
  newOptionIds: string[];
};
export type QuestionKey = {
  question: { id: string; text: string; quizId: string; quizName: string; options: KeyOption[] };
  history: KeyChangeView[];
};
