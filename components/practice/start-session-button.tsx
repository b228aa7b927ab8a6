"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { apiFetch } from "@/client/api";
import { notifyFailure } from "@/client/toast";

type StartSessionButtonProps = {
  /** `practice` or `reviews/session`: both answer 201 with the new session. */
  endpoint: "practice" | "reviews/session";
  body: Record<string, unknown>;
  children: ReactNode;
  loadingText: string;
  variant?: ButtonVariant;
  className?: string;
};

/** Builds a practice or review session on the server and opens it; a refusal is told in a toast. */
export function StartSessionButton({ endpoint, body, children, loadingText, variant, className }: StartSessionButtonProps) {
  const router = useRouter();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    const result = await apiFetch<{ id: string }>(endpoint, { method: "POST", body });
    if (result.success && result.data) return router.push(`/practice/${result.data.id}`);
    setStarting(false);
    notifyFailure(result, "The session could not be started. Please try again.");
    if (result.kind === "NoQuestions") router.refresh();
  }

  return (
    <Button onClick={() => void start()} loading={starting} loadingText={loadingText} variant={variant} className={className}>
      {children}
    </Button>
  );
}
