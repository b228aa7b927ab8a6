import "server-only";
import { randomUUID } from "node:crypto";

export type ObjectPrefix = "proofs" | "notes" | "images" | "statements";

export type StoredObject = { body: Uint8Array; contentType: string; size: number };

/** What every storage backend implements; keys are validated by the callers in this folder. */
export interface StorageDriver {
  putObject(key: string, body: Uint8Array, contentType: string): Promise<void>;
  getObject(key: string): Promise<StoredObject | null>;
  deleteObject(key: string): Promise<void>;
  /**
   * A time-limited URL the browser can fetch directly; null when the app must stream the file itself.
   * `signedAt` (default now) is when its time starts: a test signs one in the past instead of waiting.
   */
  signedGetUrl(key: string, expiresInSeconds: number, signedAt?: Date): Promise<string | null>;
}

const OBJECT_KEY = /^(proofs|notes|images|statements)\/[0-9a-f-]{36}$/;

export function newObjectKey(prefix: ObjectPrefix): string {
  return `${prefix}/${randomUUID()}`;
}

/** Rejects anything but a key made by newObjectKey (this is what keeps "../" out of the local driver). */
export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
