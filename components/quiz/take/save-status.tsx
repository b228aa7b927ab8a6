import { cn } from "@/components/ui/cn";
import type { QueueStatus } from "@/client/answer-queue";

/** The queue's states, and "held": answers waiting on this device for a sign-in (the session ended). */
export type SaveState = QueueStatus | "held";

const looks: Record<SaveState, { text: string; dot: string }> = {
  saving: { text: "Saving…", dot: "bg-amber-400 animate-pulse motion-reduce:animate-none" },
  saved: { text: "All answers saved", dot: "bg-emerald-500" },
  offline: { text: "Offline — answers will be sent", dot: "bg-red-500" },
  ended: { text: "This attempt has ended", dot: "bg-slate-400" },
  held: { text: "Kept on this device until you sign in", dot: "bg-amber-500" },
};

/** The answer queue's state in words, announced politely. */
export function SaveStatus({ status, className }: { status: SaveState; className?: string }) {
  const look = looks[status];
  return (
    <p role="status" className={cn("inline-flex items-center gap-2 text-sm font-medium text-slate-600", className)}>
      <span aria-hidden="true" className={cn("size-2 rounded-full", look.dot)} />
      {look.text}
    </p>
  );
}
