import type { Metadata } from "next";
import { SubjectQuizzes } from "@/components/catalogue/subject-quizzes";
import { SubjectTabs } from "@/components/catalogue/subject-tabs";
import { JoinBanner } from "@/components/home/join-banner";
import { Container } from "@/components/layout/container";
import { EmptyState } from "@/components/ui/empty-state";
import { QuizIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { getPublicCatalogue, type CatalogueSubject } from "@/lib/catalogue/public";
import { pageMetadata } from "@/lib/seo";
import { ATTEMPTS_PER_ENTITLEMENT } from "@/lib/entitlements/terms";
import { ownedUntil, type CatalogueViewer } from "@/components/catalogue/viewer";
import { getCurrentUser } from "@/lib/auth/session";
import { accessUntil } from "@/lib/entitlements";

/** /quiz is dynamic already (it reads ?subject=): the viewer's own access is read with the page. */
async function loadViewer(): Promise<CatalogueViewer> {
  const user = await getCurrentUser();
  if (!user) return { kind: "visitor" };
  if (user.isAdmin) return { kind: "admin" };
  return { kind: "learner", access: await accessUntil(user.id) };
}

type QuizPageProps = { searchParams: Promise<{ subject?: string | string[] }> };

/** The subject named in the URL, or the first one when none (or an unknown one) is asked for. */
async function chooseSubject(searchParams: QuizPageProps["searchParams"]) {
  // searchParams first: reading it makes the page dynamic before the database is touched (never at build).
  const params = await searchParams;
  const catalogue = await getPublicCatalogue();
  const requested = typeof params.subject === "string" ? catalogue.find((subject) => subject.id === params.subject) : undefined;
  return { catalogue, selected: requested ?? catalogue[0], requested: requested !== undefined };
}

export async function generateMetadata({ searchParams }: QuizPageProps): Promise<Metadata> {
  const { selected, requested } = await chooseSubject(searchParams);
  const topic = requested && selected ? `${selected.name} quizzes` : "Anaesthesia quizzes by subject";
  return pageMetadata({
    title: "Quiz",
    description: `${topic}: timed multiple-choice practice for anaesthesia exams, with question counts and time limits. Free to join.`,
    path: requested && selected ? `/quiz?subject=${encodeURIComponent(selected.id)}` : "/quiz",
  });
}

export default async function QuizPage({ searchParams }: QuizPageProps) {
  const [chosen, viewer] = await Promise.all([chooseSubject(searchParams), loadViewer()]);
  const { catalogue } = chosen;
  // Asked for none: a learner's catalogue opens on a subject she holds, not on one she would buy.
  const selected = chosen.requested ? chosen.selected : (catalogue.find((subject) => ownedUntil(viewer, subject.id)) ?? chosen.selected);
  return (
    <>
      <Container className="py-12 sm:py-16">
        <PageHeader
          eyebrow="Quiz"
          title="Practise by subject"
          description={`Pick a subject to see its quizzes. Buying a subject unlocks all of its quizzes, with ${ATTEMPTS_PER_ENTITLEMENT} attempts each.`}
        />
        {selected ? <Catalogue catalogue={catalogue} selected={selected} viewer={viewer} /> : <EmptyCatalogue />}
      </Container>
      {viewer.kind === "visitor" && <JoinBanner />}
    </>
  );
}

function Catalogue({
  catalogue,
  selected,
  viewer,
}: {
  catalogue: CatalogueSubject[];
  selected: CatalogueSubject;
  viewer: CatalogueViewer;
}) {
  return (
    <div className="space-y-8">
      <SubjectTabs subjects={catalogue} selectedId={selected.id} />
      <SubjectQuizzes subject={selected} viewer={viewer} />
    </div>
  );
}

function EmptyCatalogue() {
  return (
    <EmptyState icon={<QuizIcon />} title="No quizzes yet">
      Our team is preparing the first subjects. Create a free account and we will be ready when you are.
    </EmptyState>
  );
}
