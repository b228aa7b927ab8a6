import "server-only";
import type { FileGrant } from "@/lib/files/access";
import type { SessionUser } from "@/lib/auth/guards";
import { mayViewQuestionImage } from "./index";

/** A question's image: whoever may see a question that shows it (lib/files/access.ts). */
export async function questionImageFileGrant(viewer: SessionUser, key: string): Promise<FileGrant> {
  return (await mayViewQuestionImage(viewer, key)) ? {} : null;
}
