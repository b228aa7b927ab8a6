"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/client/api";
import { notifyFailure } from "@/client/toast";

/** Questions a "Practise these" session holds (tutor mode: the key after each answer). */
export const WEAK_PRACTICE_COUNT = 20;

/** Builds a tutor practice session from the weakest tags (POST /api/practice) and opens it. */
export function PractiseWeakest({ tags }: { tags: string[] }) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    const result = await apiFetch<{ id: string }>("practice", {
      method: "POST",
      body: { tags, source: "all", count: WEAK_PRACTICE_COUNT, mode: "tutor" },
    });
    if (result.success && result.data) return router.push(`/practice/${result.data.id}`);
    setStarting(false);
    notifyFailure(result, "The practice session could not be started. Please try again.");
  }

  return (
    <Button onClick={() => void start()} loading={starting} loadingText="Building your session…" className="w-full sm:w-auto">
      Practise these
    </Button>
  );
}
