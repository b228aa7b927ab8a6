import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "@/lib/env";
import {
  createLocalStorage,
  createS3Storage,
  getObject,
  newObjectKey,
  putObject,
  deleteObject,
  s3ConfigFromEnv,
  signedGetUrl,
  type StorageDriver,
} from "@/lib/storage";

const bytes = (text: string) => new TextEncoder().encode(text);
const BAD_KEYS = [
  "../etc/passwd",
  "proofs/../../x",
  "notes/abc",
  "proofs/",
  "other/00000000-0000-0000-0000-000000000000",
  `proofs/${"a".repeat(36)}/x`,
];

describe("newObjectKey", () => {
  it("makes distinct random keys under the prefix", () => {
    const a = newObjectKey("proofs");
    expect(a).toMatch(/^proofs\/[0-9a-f-]{36}$/);
    expect(newObjectKey("notes")).toMatch(/^notes\//);
    expect(newObjectKey("proofs")).not.toBe(a);
  });
});

describe("local storage", () => {
  let dir: string;
  let store: StorageDriver;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "anaesprep-storage-"));
    store = createLocalStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("puts, gets and deletes an object, keeping its content type", async () => {
    const key = newObjectKey("proofs");
    const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    await store.putObject(key, body, "image/png");

    const stored = await store.getObject(key);
    expect(stored).not.toBeNull();
    expect(Array.from(stored!.body)).toEqual(Array.from(body));
    expect(stored!.contentType).toBe("image/png");
    expect(stored!.size).toBe(6);

    await store.deleteObject(key);
    expect(await store.getObject(key)).toBeNull();
    expect(await readdir(path.join(dir, "proofs"))).toEqual([]);
  });

  it("overwrites an existing key and leaves no temp files", async () => {
    const key = newObjectKey("notes");
    await store.putObject(key, bytes("first"), "text/plain");
    await store.putObject(key, bytes("second"), "application/pdf");
    const stored = await store.getObject(key);
    expect(new TextDecoder().decode(stored!.body)).toBe("second");
    expect(stored!.contentType).toBe("application/pdf");
    expect((await readdir(path.join(dir, "notes"))).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("returns null for a missing object and deletes it without error", async () => {
    const key = newObjectKey("notes");
    expect(await store.getObject(key)).toBeNull();
    await expect(store.deleteObject(key)).resolves.toBeUndefined();
  });

  it("has no signed URLs", async () => {
    expect(await store.signedGetUrl(newObjectKey("proofs"), 60)).toBeNull();
  });

  it.each(BAD_KEYS)("rejects the key %s", async (key) => {
    await expect(store.putObject(key, bytes("x"), "text/plain")).rejects.toThrow(/Invalid storage key/);
    await expect(store.getObject(key)).rejects.toThrow(/Invalid storage key/);
    await expect(store.deleteObject(key)).rejects.toThrow(/Invalid storage key/);
    await expect(store.signedGetUrl(key, 60)).rejects.toThrow(/Invalid storage key/);
  });
});

describe("module-level API (driver chosen from the environment)", () => {
  it("round-trips an object", async () => {
    const key = newObjectKey("notes");
    await putObject(key, bytes("%PDF-1.7 notes"), "application/pdf");
    const stored = await getObject(key);
    expect(stored?.contentType).toBe("application/pdf");
    expect(new TextDecoder().decode(stored!.body)).toBe("%PDF-1.7 notes");
    const url = await signedGetUrl(key);
    if (process.env.S3_BUCKET) expect(url).toMatch(/^https?:\/\//);
    else expect(url).toBeNull();
    await deleteObject(key);
    expect(await getObject(key)).toBeNull();
  });

  it("rejects a bad key", async () => {
    await expect(getObject("../etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });
});

describe.skipIf(!process.env.S3_BUCKET)("S3 storage (real server from S3_* env)", () => {
  let store: StorageDriver;
  const created: string[] = [];
  const newKey = (prefix: "proofs" | "notes") => {
    const key = newObjectKey(prefix);
    created.push(key);
    return key;
  };

  beforeAll(() => {
    store = createS3Storage(s3ConfigFromEnv(getEnv())!);
  });
  afterAll(async () => {
    await Promise.all(created.map((key) => store.deleteObject(key)));
  });

  it("puts, gets and deletes an object, keeping its content type", async () => {
    const key = newKey("proofs");
    const body = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]);
    await store.putObject(key, body, "image/jpeg");
    const stored = await store.getObject(key);
    expect(Array.from(stored!.body)).toEqual(Array.from(body));
    expect(stored!.contentType).toBe("image/jpeg");
    expect(stored!.size).toBe(8);
    await store.deleteObject(key);
    expect(await store.getObject(key)).toBeNull();
  });

  it("returns null for a missing object and deletes it without error", async () => {
    const key = newKey("notes");
    expect(await store.getObject(key)).toBeNull();
    await expect(store.deleteObject(key)).resolves.toBeUndefined();
  });

  it("rejects bad keys before any request", async () => {
    for (const key of BAD_KEYS) await expect(store.getObject(key)).rejects.toThrow(/Invalid storage key/);
  });

  it("serves a presigned URL to a plain fetch and refuses a tampered signature", async () => {
    const key = newKey("notes");
    await store.putObject(key, bytes("lecture notes"), "application/pdf");
    const url = (await store.signedGetUrl(key, 60))!;

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(await response.text()).toBe("lecture notes");

    const tampered = new URL(url);
    const signature = tampered.searchParams.get("X-Amz-Signature")!;
    const flipped = (signature[0] === "0" ? "1" : "0") + signature.slice(1);
    tampered.searchParams.set("X-Amz-Signature", flipped);
    expect((await fetch(tampered)).status).toBe(403);
  });

  it("refuses an expired presigned URL", async () => {
    const key = newKey("proofs");
    await store.putObject(key, bytes("proof"), "image/png");
    const url = (await store.signedGetUrl(key, 60, new Date(Date.now() - 120_000)))!; // its minute ended a minute ago
    expect((await fetch(url)).status).toBe(403);
    const fresh = (await store.signedGetUrl(key, 60))!;
    expect((await fetch(fresh)).status).toBe(200);
  });
});
