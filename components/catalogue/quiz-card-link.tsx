"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowRightIcon } from "@/components/ui/icons";
import { useSessionData } from "@/lib/client/session-data";

/**
 * A catalogue card's link: visitors sign up first (/register); someone already signed in, who would
 * only be bounced off /register, goes straight to buying the subject.
 */
export function QuizCardLink({ children, className }: { children: ReactNode; className: string }) {
  const signedIn = useSessionData() !== null;
  return (
    <Link href={signedIn ? "/buy-quiz" : "/register"} className={className}>
      {children}
      <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700">
        {signedIn ? "Unlock this subject" : "Sign up to start"}
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
