import type { Metadata } from "next";
import { HomeGrandTest } from "@/components/grand-tests/home-grand-test";
import { Benefits } from "@/components/home/benefits";
import { Hero } from "@/components/home/hero";
import { JoinBanner } from "@/components/home/join-banner";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata, SITE_NAME, siteUrl } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Home",
  description:
    "Prepare for anaesthesia exams with chapter-wise quizzes, timed practice exams, expert-verified notes, case studies and updated guidelines.",
  path: "/",
});

const organization = {
  "@type": "Organization",
  name: SITE_NAME,
  url: siteUrl(),
  logo: siteUrl("/icon.svg"),
  description: "Online exam preparation for anaesthesia candidates: timed MCQ quizzes, practice exams and expert-verified notes.",
  areaServed: "PK",
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={organization} />
      <Hero />
      {/* Fetched after hydration: the page stays static. */}
      <HomeGrandTest />
      <Benefits />
      <JoinBanner />
    </>
  );
}
