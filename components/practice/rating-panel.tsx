"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";
import { formatDueIn } from "@/lib/format";
import type { QuestionReview, RatingName } from "./types";

const RATINGS: { name: RatingName; label: string }[] = [
  { name: "again", label: "Again" },
  { name: "hard", label: "Hard" },
  { name: "good", label: "Good" },
  { name: "easy", label: "Easy" },
];

const IGNORE_KEYS_IN = "input, textarea, select, [contenteditable], [role=dialog], [role=alertdialog]";

type RatingPanelProps = { review: QuestionReview; onRate: (rating: RatingName) => Promise<void> };

/**
 * After the key: how the answer rated the card and when each rating would bring it back. The
 * learner may change the rating once (a click or the keys 1–4) (docs/rules.md, "Review").
 */
export function RatingPanel({ review, onRate }: RatingPanelProps) {
  const [sending, setSending] = useState<RatingName | null>(null);
  const locked = review.corrected || sending !== null;
  const rate = useRef(async (_rating: RatingName) => {});
  useEffect(() => {
    rate.current = async (rating) => {
      if (locked || rating === review.rating) return;
      setSending(rating);
      await onRate(rating);
      setSending(null);
    };
  });

  useEffect(() => {
    if (review.corrected) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(IGNORE_KEYS_IN)) return;
      const rating = RATINGS[Number(event.key) - 1];
      if (!/^[1-4]$/.test(event.key) || !rating) return;
      event.preventDefault();
      void rate.current(rating.name);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [review.corrected]);

  const current = RATINGS.find((rating) => rating.name === review.rating)!;
  const answeredAt = Date.parse(review.reviewedAt);
  return (
    <section aria-labelledby="rating-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="rating-heading" className="text-sm font-semibold text-slate-900">
        When should this question come back?
      </h3>
      <p className="mt-1 text-sm text-slate-600" role="status">
        {review.corrected
          ? `Rated ${current.label}: back ${formatDueIn(review.next[review.rating], answeredAt)}.`
          : `Rated ${current.label} from your answer: back ${formatDueIn(review.next[review.rating], answeredAt)}. Change it once if it felt different.`}
      </p>
      <div role="group" aria-label="Rating" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {RATINGS.map((rating, index) => {
          const chosen = rating.name === review.rating;
          return (
            <button
              key={rating.name}
              type="button"
              aria-pressed={chosen}
              aria-keyshortcuts={String(index + 1)}
              disabled={locked && !chosen}
              aria-busy={sending === rating.name}
              onClick={() => void rate.current(rating.name)}
              className={cn(
                "flex min-h-14 flex-col items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60",
                chosen ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 enabled:hover:bg-slate-100",
              )}
            >
              <span>
                <span aria-hidden="true" className={cn("mr-1.5 font-mono text-xs", chosen ? "text-brand-100" : "text-slate-500")}>
                  {index + 1}
                </span>
                {rating.label}
              </span>
              <span className={cn("text-xs font-normal", chosen ? "text-brand-50" : "text-slate-600")}>
                {formatDueIn(review.next[rating.name], answeredAt)}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
