import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, not, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { attempts, options, questions, quizzes, subjects } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { overdue } from "@/lib/sitting-rules/deadline";
import { paperOf } from "@/lib/sitting-rules/paper";
import type { SessionUser } from "@/lib/auth/guards";
import { requireQuizAccess } from "@/lib/entitlements";
import { ordinaryQuizzes } from "@/lib/sitting-rules/conditions";
import { requireGrandTestEntry } from "@/lib/grand-tests/load";
import { grandTestStatus, type GrandTestAccess, type GrandTestStatus, type QuizKind } from "@/lib/grand-tests/terms";
import { imageUrl } from "@/lib/images/keys";
import { offsetOf, pageOf, pageParamsSchemaOf, type Page, type PageParams } from "@/lib/pagination";
import { shortLivedMemo } from "@/lib/short-lived-memo";

const questionImage = ({ imageKey, imageAlt }: { imageKey: string | null; imageAlt: string | null }) =>
  imageKey ? { imageKey, imageUrl: imageUrl(imageKey), imageAlt } : {};

/**
 * The answer key (correct flags, explanations, references, tags) travels only to admins, or to a
 * learner after their attempt has ended; question images only with the key or inside an attempt.
 * `authoring` is the key plus what only authors see, the questions' titles (docs/rules.md, "Question bank").
 */
export type KeyVisibility = "authoring" | "with-answer-key" | "without-answer-key" | "in-attempt";

export type OptionView = { id: string; option: string; isAnswer?: boolean; explanation?: string | null };
export type QuestionView = {
  id: string;
  title?: string | null;
  question: string;
  explanation?: string | null;
  eachMCQMarks: number;
  optionsList: OptionView[];
  imageKey?: string;
  imageUrl?: string;
  imageAlt?: string | null;
  reference?: string | null;
  tags?: string[];
};
export type QuizView = {
  id: string;
  name: string;
  description: string | null;
  quizTime: number;
  eachMCQMarks: number;
  subject: { id: string; name: string };
  quizSubject: string;
  totalQuestions: number;
  questions: QuestionView[];
} & ScheduleView;
/** A quiz without its questions: what lists and the start dialog show. */
export type QuizSummary = Omit<QuizView, "questions">;

/** A grand test's schedule as the API tells it; nulls for an ordinary quiz. */
export type ScheduleView = {
  kind: QuizKind;
  opensAt: string | null;
  closesAt: string | null;
  access: GrandTestAccess | null;
  status: GrandTestStatus | null;
};

type ScheduleColumns = { kind: QuizKind; opensAt: Date | null; closesAt: Date | null; access: GrandTestAccess | null };

export const scheduleView = ({ kind, opensAt, closesAt, access }: ScheduleColumns, now = new Date()): ScheduleView => ({
  kind,
  opensAt: opensAt?.toISOString() ?? null,
  closesAt: closesAt?.toISOString() ?? null,
  access,
  status: opensAt && closesAt ? grandTestStatus({ opensAt, closesAt }, now) : null,
});

const withQuestions = {
  subject: { columns: { id: true as const, name: true as const } },
  questions: {
    orderBy: [asc(questions.position)],
    with: {
      options: { orderBy: [asc(options.position)] },
      questionTags: { with: { tag: { columns: { name: true as const } } } },
    },
  },
};

type LoadedQuiz = NonNullable<Awaited<ReturnType<typeof loadOne>>>;

function loadOne(where: SQL | undefined) {
  return getDb().query.quizzes.findFirst({ where, with: withQuestions });
}

export function toQuizView(quiz: LoadedQuiz, visibility: KeyVisibility): QuizView {
  const withKey = visibility === "with-answer-key" || visibility === "authoring";
  return {
    id: quiz.id,
    name: quiz.name,
    description: quiz.description,
    quizTime: quiz.quizTimeMinutes,
    eachMCQMarks: quiz.eachQuestionMarks,
    subject: { id: quiz.subject.id, name: quiz.subject.name },
    quizSubject: quiz.subject.name,
    totalQuestions: quiz.questions.length,
    ...scheduleView(quiz),
    questions: quiz.questions.map((question) => ({
      id: question.id,
      ...(visibility === "authoring" ? { title: question.title } : {}),
      question: question.text,
      ...(withKey ? { explanation: question.explanation } : {}),
      eachMCQMarks: quiz.eachQuestionMarks,
      optionsList: question.options.map((option) => ({
        id: option.id,
        option: option.text,
        ...(withKey ? { isAnswer: option.isCorrect, explanation: option.explanation } : {}),
      })),
      ...(visibility !== "without-answer-key" ? questionImage(question) : {}),
      ...(withKey ? { reference: question.reference, tags: question.questionTags.map((link) => link.tag.name).sort() } : {}),
    })),
  };
}

/** A live (not deleted) quiz with its questions; 404 when missing or deleted. */
export async function getLiveQuiz(quizId: string, visibility: KeyVisibility): Promise<QuizView> {
  const quiz = await loadOne(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
  if (!quiz) throw new DomainError("NotFound", "Quiz not found.");
  return toQuizView(quiz, visibility);
}

/**
 * A live quiz as this user may see it. Admins get the answer key and titles. A learner needs a running
 * entitlement (or a grand test's access), never gets the key, learns how many attempts they have used under it, and gets
 * the questions only while an attempt of this quiz is open (its paper): before Start, the summary alone.
 */
export async function quizForViewer(viewer: SessionUser, quizId: string): Promise<{ quiz: QuizView | QuizSummary; attemptsUsed: number }> {
  if (viewer.isAdmin) return { quiz: await getLiveQuiz(quizId, "authoring"), attemptsUsed: 0 };
  const summary = await getLiveQuizSummary(quizId);
  const { attemptsUsed } =
    summary.kind === "grand_test" ? await requireGrandTestEntry(viewer.id, quizId) : await requireQuizAccess(viewer.id, quizId);
  const open = await openAttempt(viewer.id, quizId);
  const quiz = open ? paperOf(await getLiveQuiz(quizId, "in-attempt"), open.totalQuestions) : summary;
  return { quiz, attemptsUsed };
}

async function openAttempt(userId: string, quizId: string) {
  const [open] = await getDb()
    .select({ totalQuestions: attempts.totalQuestions })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.quizId, quizId), isNull(attempts.submittedAt), not(overdue)))
    .limit(1);
  return open;
}

/** Any quiz, deleted ones included (results keep their history). */
export async function getQuizIncludingDeleted(quizId: string, visibility: KeyVisibility): Promise<QuizView> {
  const quiz = await loadOne(eq(quizzes.id, quizId));
  if (!quiz) throw new DomainError("NotFound", "Quiz not found.");
  return toQuizView(quiz, visibility);
}

/**
 * The paper an open attempt shows (no key), shared per instance for 5 s and per version of the
 * quiz: a thousand candidates fetch the same grand-test paper in the minute it opens. The version
 * (the quiz's last edit and its question count, one primary-key read) is asked every time, so an
 * edit or an append saved on any instance is what the next paper shows, everywhere; keys never
 * travel in this view.
 */
export async function quizPaper(quizId: string): Promise<QuizView> {
  const [version] = await getDb()
    .select({ updatedAt: quizzes.updatedAt, questionCount: quizzes.questionCount })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  if (!version) throw new DomainError("NotFound", "Quiz not found.");
  return paperOfVersion(`${quizId} ${version.updatedAt.getTime()} ${version.questionCount}`);
}

const paperOfVersion = shortLivedMemo((version: string) => getQuizIncludingDeleted(version.split(" ")[0]!, "in-attempt"), {
  ttlMs: 5_000,
  maxEntries: 500,
});

/** Summaries of the quizzes matching `where`, newest first then by name (a stable order), one page when asked. */
export function loadSummaries(where: SQL | undefined, page?: PageParams) {
  const query = getDb()
    .select({
      id: quizzes.id,
      name: quizzes.name,
      description: quizzes.description,
      quizTime: quizzes.quizTimeMinutes,
      eachMCQMarks: quizzes.eachQuestionMarks,
      subject: { id: subjects.id, name: subjects.name },
      totalQuestions: quizzes.questionCount,
      kind: quizzes.kind,
      opensAt: quizzes.opensAt,
      closesAt: quizzes.closesAt,
      access: quizzes.access,
    })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .where(where)
    .orderBy(desc(quizzes.createdAt), asc(quizzes.name), asc(quizzes.id))
    .$dynamic();
  if (page) query.limit(page.pageSize).offset(offsetOf(page));
  return query.then((rows) => rows.map((row): QuizSummary => ({ ...row, ...scheduleView(row), quizSubject: row.subject.name })));
}

/**
 * One page of live quizzes without their questions (their count is kept on the quiz), newest first,
 * total counted in SQL: the admin quiz table (grand tests included),
 * GET /api/quiz (`ordinary`: grand tests are listed on /grand-tests only).
 */
export async function listLiveQuizSummaryPage(
  page: PageParams,
  include: "everything" | "ordinary" = "everything",
): Promise<Page<QuizSummary>> {
  const live = and(isNull(quizzes.deletedAt), include === "ordinary" ? ordinaryQuizzes() : undefined);
  const [items, [total]] = await Promise.all([loadSummaries(live, page), getDb().select({ n: count() }).from(quizzes).where(live)]);
  return pageOf(items, total!.n, page);
}

/**
 * Pages of quizzes with their questions are smaller than other lists: a quiz of 50 short questions is
 * about 34 kB of JSON, so 10 by default (about 340 kB before compression) and 20 at most (about 130 kB
 * compressed) keep a page within the 500 kB response budget (docs/rules.md, "Lists are paged on the server").
 */
export const QUIZZES_WITH_QUESTIONS_PAGE = { defaultSize: 10, maxSize: 20 } as const;
export const quizzesWithQuestionsPageSchema = pageParamsSchemaOf(QUIZZES_WITH_QUESTIONS_PAGE);

/**
 * GET /api/quiz/all-quizzes as the API table documents it: one page of live quizzes (the same
 * bounds and order as the summaries), each with its subject, questions and options, key and titles included
 * (admins only: the route checks).
 */
export async function listLiveQuizPageWithQuestions(page: PageParams): Promise<Page<QuizView>> {
  const summaries = await listLiveQuizSummaryPage(page);
  const ids = summaries.items.map((quiz) => quiz.id);
  const loaded = ids.length > 0 ? await getDb().query.quizzes.findMany({ where: inArray(quizzes.id, ids), with: withQuestions }) : [];
  const views = new Map(loaded.map((quiz) => [quiz.id, toQuizView(quiz, "authoring")]));
  return { ...summaries, items: summaries.items.flatMap((quiz) => views.get(quiz.id) ?? []) };
}

/** One live quiz without its questions; 404 when missing or deleted. */
export async function getLiveQuizSummary(quizId: string): Promise<QuizSummary> {
  const [quiz] = await loadSummaries(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
  if (!quiz) throw new DomainError("NotFound", "Quiz not found.");
  return quiz;
}
