import "server-only";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv } from "@/lib/env";
import type { StorageDriver, StoredObject } from "./driver";
import { createLocalStorage } from "./local";
import { createS3Storage, s3ConfigFromEnv } from "./s3";

export { assertObjectKey, newObjectKey, type ObjectPrefix, type StorageDriver, type StoredObject } from "./driver";
export { createLocalStorage } from "./local";
export { createS3Storage, s3ConfigFromEnv, type S3StorageConfig } from "./s3";

/** DATA_DIR on disk; "memory://" (in-memory database, as in tests) maps to a per-process temp folder. */
export function dataDirOnDisk(dataDir = getEnv().DATA_DIR): string {
  return dataDir.startsWith("memory://") ? path.join(tmpdir(), `anaesprep-${process.pid}`) : dataDir;
}

let driver: StorageDriver | undefined;

/** S3 when S3_BUCKET is set, otherwise the local folder; created once per process. */
export function storage(): StorageDriver {
  if (!driver) {
    const s3 = s3ConfigFromEnv(getEnv());
    driver = s3 ? createS3Storage(s3) : createLocalStorage(path.join(dataDirOnDisk(), "uploads"));
  }
  return driver;
}

export function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  return storage().putObject(key, body, contentType);
}

export function getObject(key: string): Promise<StoredObject | null> {
  return storage().getObject(key);
}

export function deleteObject(key: string): Promise<void> {
  return storage().deleteObject(key);
}

/** A presigned S3 GET URL; null with the local driver, where the app streams the file itself. */
export function signedGetUrl(key: string, expiresInSeconds = 300): Promise<string | null> {
  return storage().signedGetUrl(key, expiresInSeconds);
}
