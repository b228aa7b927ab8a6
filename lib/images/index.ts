import "server-only";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { questions } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { MAX_QUESTION_IMAGE_BYTES } from "@/lib/files/limits";
import { detectFileType } from "@/lib/files/sniff";
import { shownToLearner } from "@/lib/practice/shown";
import { newObjectKey, putObject } from "@/lib/storage";
import { imageUrl } from "./keys";

export const MAX_IMAGE_SIDE = 6000;
export const STORED_IMAGE_WIDTH = 1600;
const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);
const UNREADABLE = "The image must be a PNG, JPEG or WebP picture; this file could not be read as one.";

export type StoredImage = { key: string; url: string; width: number; height: number };

/**
 * Checks an uploaded question image by content, size and pixel count (from its header, before
 * anything is decoded: a decompression bomb is refused unread), then decodes and re-encodes it
 * as WebP at most 1600 px wide with every metadata block dropped, and stores only that.
 */
export async function storeQuestionImage(file: unknown): Promise<StoredImage> {
  if (!(file instanceof File) || file.size === 0) throw new DomainError("Invalid", "Please attach the image.", { field: "file" });
  if (file.size > MAX_QUESTION_IMAGE_BYTES) throw new DomainError("TooLarge", "The image is too large: 5 MB at most.", { field: "file" });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectFileType(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw new DomainError("UnsupportedType", UNREADABLE, { field: "file" });

  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new DomainError("UnsupportedType", UNREADABLE, { field: "file" });
  if (header.width > MAX_IMAGE_SIDE || header.height > MAX_IMAGE_SIDE) {
    throw new DomainError("TooLarge", `The image is too large: ${MAX_IMAGE_SIDE} pixels a side at most.`, { field: "file" });
  }

  const encoded = await sharp(bytes, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: "error" })
    .rotate()
    .resize({ width: STORED_IMAGE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
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
