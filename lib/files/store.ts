import { deleteObject, newObjectKey, putObject, type ObjectPrefix } from "@/lib/storage";
import type { DetectedType } from "./sniff";

/**
 * Stores a checked upload under a fresh random key, then runs the database write that refers
 * to it; if that write fails, the object is removed again, so no file is left without a row.
 */
export async function storeUploadThen<T>(
  prefix: ObjectPrefix,
  upload: { bytes: Uint8Array; type: DetectedType },
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = newObjectKey(prefix);
  await putObject(key, upload.bytes, upload.type.mime);
  try {
    return await write(key);
  } catch (error) {
    await deleteObject(key).catch(() => {});
    throw error;
  }
}
