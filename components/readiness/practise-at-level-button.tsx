"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch } from "@/client/api";
import { notifyFailure } from "@/client/toast";
import { Button } from "@/components/ui/button";

/**
 * The readiness card's one tap (docs/rules.md, "Readiness"): a tutor session of "At my level",
 * whose calibrated questions the learner has not answered come first (POST /api/practice); it
 * opens the session built. Tutor answers count at once.
 */
export function PractiseAtLevelButton({ questions, children }: { questions: number; children: string }) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    const result = await apiFetch<{ id: string }>("practice", {
      method: "POST",
      body: { mode: "tutor", source: "atMyLevel", count: questions },
    });
    if (result.success && result.data) return router.push(`/practice/${result.data.id}`);
    setStarting(false);
    notifyFailure(result, "The session could not be started. Please try again.");
  }

  return (
    <Button onClick={() => void start()} loading={starting} loadingText="Building your session…" className="w-full sm:w-auto">
      {children}
    </Button>
  );
}
