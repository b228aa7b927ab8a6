import { withUser } from "@/lib/api/handler";
import { readAuthorisedFile, type FilePolicies } from "@/lib/files/access";
import { fileResponse } from "@/lib/files/response";
import { questionImageFileGrant } from "@/lib/images/file-access";
import { noteFileGrant } from "@/lib/notes/file-access";
import { proofFileGrant, statementFileGrant } from "@/lib/payments/file-access";

/** Who may see a stored file, by its key's prefix: each area that stores files answers for its own. */
const POLICIES: FilePolicies = {
  proofs: proofFileGrant,
  statements: statementFileGrant,
  notes: noteFileGrant,
  images: questionImageFileGrant,
};

/** Streams a stored file after checking the caller may see it; never a public bucket URL. */
export const GET = withUser<{ key: string[] }>(async (request, user, context) => {
  const { key } = await context.params;
  return fileResponse(request, await readAuthorisedFile(user, key.join("/"), POLICIES));
});
