import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertObjectKey, type StorageDriver } from "./driver";

const FALLBACK_CONTENT_TYPE = "application/octet-stream";

type Meta = { contentType: string };

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/** Writes through a temporary file in the same folder, so readers never see a partial file. */
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readContentType(metaFile: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(metaFile, "utf8")) as Partial<Meta>;
    return typeof meta.contentType === "string" && meta.contentType ? meta.contentType : FALLBACK_CONTENT_TYPE;
  } catch {
    return FALLBACK_CONTENT_TYPE;
  }
}

/**
 * Objects live at `<dir>/<key>` with the content type in a `<key>.meta.json` sidecar.
 * The sidecar is written first and removed last: the object exists exactly when its body file does.
 */
export function createLocalStorage(dir: string): StorageDriver {
  const root = path.resolve(dir);
  const locate = (key: string) => {
    assertObjectKey(key);
    const file = path.join(root, key);
    return { file, metaFile: `${file}.meta.json` };
  };

  return {
    async putObject(key, body, contentType) {
      const { file, metaFile } = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(metaFile, JSON.stringify({ contentType } satisfies Meta));
      await writeAtomically(file, body);
    },

    async getObject(key) {
      const { file, metaFile } = locate(key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return { body, contentType: await readContentType(metaFile), size: body.byteLength };
    },

    async deleteObject(key) {
      const { file, metaFile } = locate(key);
      await rm(file, { force: true });
      await rm(metaFile, { force: true });
    },

    async signedGetUrl(key) {
      locate(key);
      return null;
    },
  };
}
