"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch, type ApiResult } from "@/client/api";
import { notifyFailure } from "@/client/toast";
import { Button } from "@/components/ui/button";

type Session = { id: string };

/** Where a new-questions session comes from: tutor mode, questions never answered, the weakest tags first. */
const newQuestions = (count: number, tags: string[]) =>
  apiFetch<Session>("practice", {
    method: "POST",
    body: { mode: "tutor", source: "unused", count, ...(tags.length > 0 ? { tags } : {}) },
  });

/** The weakest tags may have nothing unused left, or no longer be within access (naming `tags`). */
const tagsGaveNothing = (result: ApiResult<Session>) =>
  result.kind === "NoQuestions" || (result.kind === "NotEntitled" && result.field === "tags");

/**
 * The Today card's one action (docs/rules.md, "Study plan"): the due reviews when there are any
 * (POST /api/reviews/session), else new questions (POST /api/practice); it opens the session built.
 */
export function StartStudyButton({ reviewsDue, tags, count }: { reviewsDue: boolean; tags: string[]; count: number }) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    let result: ApiResult<Session> | null = null;
    if (reviewsDue) {
      result = await apiFetch<Session>("reviews/session", { method: "POST", body: {} });
      // Nothing is due any more (reviewed in another tab): new questions instead.
      if (!result.success && result.kind !== "NoQuestions") return fail(result);
    }
    if (!result?.success) {
      result = await newQuestions(count, tags);
      if (tagsGaveNothing(result) && tags.length > 0) result = await newQuestions(count, []);
    }
    if (result.success && result.data) return router.push(`/practice/${result.data.id}`);
    fail(result);
  }

  function fail(result: ApiResult<Session>) {
    setStarting(false);
    notifyFailure(result, "The session could not be started. Please try again.");
  }

  return (
    <Button size="lg" onClick={() => void start()} loading={starting} loadingText="Building your session…" className="w-full sm:w-auto">
      {reviewsDue ? "Start review" : "Learn new questions"}
    </Button>
  );
}
