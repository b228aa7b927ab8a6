import { StartSessionButton } from "@/components/practice/start-session-button";

/** Questions a "Practise these" session holds (tutor mode: the key after each answer). */
export const WEAK_PRACTICE_COUNT = 20;

/** Builds a tutor practice session of the weakest tags' unused and incorrect questions (POST /api/practice, source `weak`) and opens it. */
export function PractiseWeakest({ tags }: { tags: string[] }) {
  return (
    <StartSessionButton
      endpoint="practice"
      body={{ tags, source: "weak", count: WEAK_PRACTICE_COUNT, mode: "tutor" }}
      loadingText="Building your session…"
      className="w-full sm:w-auto"
    >
      Practise these
    </StartSessionButton>
  );
}
