import { revalidateTag } from "next/cache";

/** Tag of every cached read of the public catalogue (subjects, quizzes, counts). */
export const CATALOGUE_TAG = "catalogue";

/** Drops the cached catalogue on this instance at once (others refresh within a minute). */
export function catalogueChanged(): void {
  try {
    revalidateTag(CATALOGUE_TAG, { expire: 0 });
  } catch {
    // Outside a Next.js request (tests, scripts) there is no cache to drop.
  }
}
