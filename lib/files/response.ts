import { createHash } from "node:crypto";
import type { StoredObject } from "@/lib/storage/driver";

/**
 * A stored file's answer, after the access check. `private, no-cache`: no shared cache keeps it, and
 * the browser asks again at every use (a bodiless 304 when it has the same bytes), so the file goes
 * as soon as access does (a sign-out on a shared computer, a deleted note, a revoked payment).
 */
export function fileResponse(request: Request, file: StoredObject & { fileName?: string }): Response {
  const etag = `"${createHash("sha256").update(file.body).digest("base64url")}"`;
  const headers: Record<string, string> = { "Cache-Control": "private, no-cache", ETag: etag, "X-Content-Type-Options": "nosniff" };
  const cached = request.headers.get("if-none-match");
  if (cached && cached.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag))
    return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(file.body), {
    headers: {
      ...headers,
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": file.fileName ? `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}` : "inline",
    },
  });
}
