/** The shapes of the demo content (demo/subjects.ts, demo/quizzes/, the grand-test papers). */
export type SeedOption = { text: string; isCorrect: boolean; explanation?: string };
export type SeedQuestion = {
  text: string;
  explanation?: string;
  reference?: string;
  tags?: string[];
  /** A drawn figure (demo/sample-files.ts), rendered and stored at seed time. */
  image?: { figure: "ecg" | "capnogram"; alt: string };
  options: SeedOption[];
};
export type SeedQuiz = {
  name: string;
  description: string;
  quizTimeMinutes: number;
  eachQuestionMarks: number;
  questions: SeedQuestion[];
};
export type SeedSubject = { name: string; description: string; pricePkr: number; quizzes: SeedQuiz[] };
