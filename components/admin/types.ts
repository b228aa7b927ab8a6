/** Shapes of the admin API answers (see app/api/subjects and app/api/quiz). */
export type AdminSubject = {
  id: string;
  name: string;
  description: string | null;
  /** Rupees. */
  price: number;
  quizCount: number;
};

export type AdminOption = { id: string; option: string; isAnswer: boolean };

export type AdminQuestion = {
  id: string;
  question: string;
  explanation: string | null;
  eachMCQMarks: number;
  optionsList: AdminOption[];
};

export type AdminQuiz = {
  id: string;
  name: string;
  description: string | null;
  /** Minutes; 0 means untimed. */
  quizTime: number;
  eachMCQMarks: number;
  subject: { id: string; name: string };
  quizSubject: string;
  totalQuestions: number;
  questions: AdminQuestion[];
};
