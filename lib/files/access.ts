import "server-only";
import { DomainError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/guards";
import { assertObjectKey, getObject, type ObjectPrefix } from "@/lib/storage";

/** What a policy grants: the file, under the name it was uploaded with when it has one; null: not this viewer. */
export type FileGrant = { fileName?: string } | null;

/**
 * One area's answer to "may this viewer read the stored file under this key", asked only for keys
 * under that area's prefix. Each area that stores files keeps its own (payments, notes, images):
 * this module knows none of them, the caller hands them in.
 */
export type FilePolicy = (viewer: SessionUser, key: string) => Promise<FileGrant>;
export type FilePolicies = Record<ObjectPrefix, FilePolicy>;

/**
 * A stored file for a viewer whom the policy of its prefix lets see it. Anyone else gets the 404
 * of a missing file.
 */
export async function readAuthorisedFile(viewer: SessionUser, key: string, policies: FilePolicies) {
  try {
    assertObjectKey(key);
  } catch {
    throw new DomainError("NotFound", "File not found.");
  }
  const policy = Object.hasOwn(policies, prefixOf(key)) ? policies[prefixOf(key) as ObjectPrefix] : undefined;
  const grant = policy ? await policy(viewer, key) : null;
  const file = grant ? await getObject(key) : null;
  if (!file) throw new DomainError("NotFound", "File not found.");
  return { ...file, fileName: grant!.fileName };
}

const prefixOf = (key: string) => key.slice(0, key.indexOf("/"));
