import { withUser } from "@/lib/api/handler";
import { readAuthorisedFile } from "@/lib/files/access";

/** Streams a stored file after checking the caller may see it; never a public bucket URL. */
export const GET = withUser<{ key: string[] }>(async (_request, user, context) => {
  const { key } = await context.params;
  const file = await readAuthorisedFile(user, key.join("/"));
  const disposition = file.fileName ? `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}` : "inline";
  return new Response(Buffer.from(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": disposition,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
