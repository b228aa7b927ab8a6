import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { questions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import type { ImageBounds } from "@/lib/files/image-size";
import { MAX_QUESTION_IMAGE_BYTES } from "@/lib/files/limits";
import { readCheckedUpload } from "@/lib/files/sniff";
import { shownToLearner } from "@/lib/questions/shown";
import { newObjectKey, putObject } from "@/lib/storage";
import { imageWork } from "./image-work";
import { imageUrl } from "./keys";

/** A question's picture is shown at most 1,600 px wide: tighter than a proof's bounds (lib/files/image-size.ts). */
export const QUESTION_IMAGE_BOUNDS: ImageBounds = { maxSide: 6_000, maxPixels: 36_000_000 };
export const STORED_IMAGE_WIDTH = 1600;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];
const UNREADABLE = "The image must be a PNG, JPEG or WebP picture; this file could not be read as one.";

export type StoredImage = { key: string; url: string; width: number; height: number };

/**
 * Checks an uploaded question image by content, size and the size its header states (before
 * anything is decoded: a decompression bomb is refused unread), then decodes and re-encodes it
 * as WebP at most 1600 px wide with every metadata block dropped, and stores only that.
 */
export async function storeQuestionImage(file: unknown): Promise<StoredImage> {
  const upload = await readCheckedUpload(file, {
    field: "file",
    label: "image",
    maxBytes: MAX_QUESTION_IMAGE_BYTES,
    allowed: IMAGE_TYPES,
    allowedText: "a PNG, JPEG or WebP picture",
    imageBounds: QUESTION_IMAGE_BOUNDS,
  });
  const encoded = await imageWork((sharp) =>
    sharp(upload.bytes, { limitInputPixels: QUESTION_IMAGE_BOUNDS.maxPixels, failOn: "error" })
      .rotate()
      .resize({ width: STORED_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true }),
  ).catch(() => null);
  if (!encoded) throw new DomainError("UnsupportedType", UNREADABLE, { field: "file" });

  const key = newObjectKey("images");
  await putObject(key, new Uint8Array(encoded.data), "image/webp");
  return { key, url: imageUrl(key), width: encoded.info.width, height: encoded.info.height };
}

/**
 * May this user see a question image? Admins always (also one not yet saved on a question); a
 * learner when a question they have been shown (shownToLearner: an attempt or a practice session) shows it.
 */
export async function mayViewQuestionImage(viewer: SessionUser, key: string): Promise<boolean> {
  if (viewer.isAdmin) return true;
  const [shown] = await getDb()
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.imageKey, key), shownToLearner(viewer.id)))
    .limit(1);
  return shown !== undefined;
}
