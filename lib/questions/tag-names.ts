import { z } from "zod";
import { singleLine } from "@/lib/single-line";

/** Tag names: 1–40 characters after trimming, compared case-insensitively (safe for the client). */
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS_PER_QUESTION = 10;

export const tagNameSchema = z
  .string({ error: "A tag must be text." })
  .pipe(singleLine("A tag"))
  .transform((name) => name.trim().replace(/\s+/g, " "))
  .pipe(z.string().min(1, "A tag cannot be empty.").max(MAX_TAG_LENGTH, `A tag can have at most ${MAX_TAG_LENGTH} characters.`));

export const questionTagsSchema = z
  .array(tagNameSchema)
  .max(MAX_TAGS_PER_QUESTION, `A question can have at most ${MAX_TAGS_PER_QUESTION} tags.`)
  .transform(uniqueTagNames);

/** Drops repeats that differ only in case, keeping the first spelling. */
export function uniqueTagNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** POST /api/tags/{id}: `{ name }` renames, `{ mergeInto }` merges; exactly one of them. */
export const tagChangeSchema = z
  .object({
    name: tagNameSchema.optional(),
    mergeInto: z
      .uuid("Unknown tag.")
      .transform((id) => id.toLowerCase())
      .optional(),
  })
  .refine((change) => (change.name === undefined) !== (change.mergeInto === undefined), {
    error: "Send either a new name or the tag to merge into.",
    path: ["name"],
  });
export type TagChange = z.infer<typeof tagChangeSchema>;
