import { subjectCardId } from "@/components/commerce/subject-card-id";
import { subjectAccessUntil, type AccessUntil } from "@/lib/entitlements/terms";
import type { CatalogueAction } from "./quiz-card-link";

/** Who looks at /quiz: a visitor, an admin, or a learner with the subjects they hold now (and until when). */
export type CatalogueViewer = { kind: "visitor" } | { kind: "admin" } | { kind: "learner"; access: AccessUntil };

/** When the viewer's access to this subject ends, or null when they do not hold it. */
export const ownedUntil = (viewer: CatalogueViewer, subjectId: string): Date | null =>
  viewer.kind === "learner" ? subjectAccessUntil(viewer.access, subjectId) : null;

/**
 * A visitor signs up first; a learner who holds the subject goes to its quizzes (Start is there);
 * one who does not goes to the subject on Buy Quiz; an admin to the quiz admin.
 */
export function catalogueAction(viewer: CatalogueViewer, subjectId: string): CatalogueAction {
  if (viewer.kind === "visitor") return { href: "/register", label: "Sign up to start" };
  if (viewer.kind === "admin") return { href: "/admin/quiz", label: "Manage quizzes" };
  if (ownedUntil(viewer, subjectId))
    return { href: `/profile/allowed-quizzes?subject=${encodeURIComponent(subjectId)}`, label: "Go to my quizzes" };
  return { href: `/buy-quiz#${subjectCardId(subjectId)}`, label: "Unlock this subject" };
}
