import { withUser } from "@/lib/api/handler";
import { readAuthorisedFile } from "@/lib/files/access";
import { fileResponse } from "@/lib/files/response";

/** Streams a stored file after checking the caller may see it; never a public bucket URL. */
export const GET = withUser<{ key: string[] }>(async (request, user, context) => {
  const { key } = await context.params;
  return fileResponse(request, await readAuthorisedFile(user, key.join("/")));
});
