import type { Metadata } from "next";
import { Benefits } from "@/components/home/benefits";
import { Hero } from "@/components/home/hero";
import { JoinBanner } from "@/components/home/join-banner";

export const metadata: Metadata = { title: "Home" };

export default function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
      <JoinBanner />
    </>
  );
}
