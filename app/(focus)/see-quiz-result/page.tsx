import type { Metadata } from "next";
import { z } from "zod";
import { ALLOWED_QUIZZES_HREF, GRAND_TESTS_HREF, quizHref, RESULTS_HREF } from "@/components/quiz/links";
import { Notice } from "@/components/quiz/notice";
import { ReviewScreen } from "@/components/quiz/review/review-screen";
import { ButtonLink } from "@/components/ui/button";
import { attemptReview } from "@/lib/sittings/read";
import { requirePageLearner } from "@/lib/auth/session";
import { DomainError, isDomainError } from "@/lib/errors";
import { marksOfPaper } from "@/lib/marks";
import { othersChose } from "@/lib/marks/others-chose";

export const metadata: Metadata = { title: "Quiz Result" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const attemptIdSchema = z.uuid();

/** `/see-quiz-result?attemptId=…[&question=…]`: the learner's own ended attempt, with the answer key, their strikes and notes. */
export default async function SeeQuizResultPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageLearner();
  const raw = (await searchParams).attemptId;
  const parsed = attemptIdSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) return <Missing title="Result not found" text="This result does not exist or is not yours." />;
  const review = await attemptReview(user, parsed.data.toLowerCase()).catch((error: unknown) => {
    if (isDomainError(error, "NotFound", "InProgress", "Sealed")) return error;
    throw error;
  });
  if (review instanceof DomainError) {
    if (review.kind === "NotFound") return <Missing title="Result not found" text="This result does not exist or is not yours." />;
    if (review.kind === "InProgress")
      return (
        <Missing title="This attempt is still in progress" text="Finish the quiz to see its result." back={quizHref(null, parsed.data)} />
      );
    // A grand test's review stays sealed until it closes: the server says when.
    return (
      <Notice title="Results are not open yet" actions={<ButtonLink href={GRAND_TESTS_HREF}>Grand tests</ButtonLink>}>
        <p>{review.message}</p>
      </Notice>
    );
  }
  // Only now, past the checks above (the attempt ended; a grand test's results are out), what others chose.
  const [marks, others] = await Promise.all([
    marksOfPaper(user.id, { kind: "attempt", id: parsed.data.toLowerCase() }),
    othersChose(user.id, review.quiz.id),
  ]);
  const question = (await searchParams).question;
  return <ReviewScreen review={review} marks={{ ...marks, others }} questionId={Array.isArray(question) ? question[0] : question} />;
}

function Missing({ title, text, back }: { title: string; text: string; back?: string }) {
  const actions = (
    <>
      {back && <ButtonLink href={back}>Back to the quiz</ButtonLink>}
      <ButtonLink href={back ? ALLOWED_QUIZZES_HREF : RESULTS_HREF} variant={back ? "outline" : "primary"}>
        {back ? "Allowed Quizzes" : "See Results"}
      </ButtonLink>
    </>
  );
  return (
    <Notice title={title} actions={actions}>
      <p>{text}</p>
    </Notice>
  );
}
