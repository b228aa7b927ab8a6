import { subjectCardId } from "@/components/commerce/subject-card-id";
import { subjectAccessUntil, type AccessUntil } from "@/lib/entitlements/terms";
import { startQuizHref } from "@/components/quiz/links";
import type { CatalogueAction } from "./quiz-card-link";

/** Who looks at /quiz: a visitor, an admin, or a learner with the subjects they hold now (and until when). */
export type CatalogueViewer = { kind: "visitor" } | { kind: "admin" } | { kind: "learner"; access: AccessUntil };

/** When the viewer's access to this subject ends, or null when they do not hold it. */
export const ownedUntil = (viewer: CatalogueViewer, subjectId: string): Date | null =>
  viewer.kind === "learner" ? subjectAccessUntil(viewer.access, subjectId) : null;

/**
 * A visitor signs up first; a learner who holds the subject starts the quiz (Allowed Quizzes opens on its
 * start dialog); one who does not goes to the subject on Buy Quiz; an admin to the quiz admin.
 */
export function catalogueAction(viewer: CatalogueViewer, subjectId: string, quizId: string): CatalogueAction {
  if (viewer.kind === "visitor") return { href: "/register", label: "Sign up to start" };
  if (viewer.kind === "admin") return { href: "/admin/quiz", label: "Manage quizzes" };
  if (ownedUntil(viewer, subjectId)) return { href: startQuizHref(subjectId, quizId), label: "Start" };
  return { href: `/buy-quiz#${subjectCardId(subjectId)}`, label: "Unlock this subject" };
}
