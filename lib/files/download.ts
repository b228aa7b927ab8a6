/** A file made on request (an export, a template): its name, its type and its bytes. */
export type DownloadFile = { fileName: string; contentType: string; body: string | Buffer };

/** A made file's answer: never cached, always saved as a file rather than shown. */
export const downloadResponse = ({ fileName, contentType, body }: DownloadFile) =>
  new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });

/** A name safe in a Content-Disposition header and on any file system: letters, digits, dots and dashes. */
export const safeFileBase = (name: string, fallback: string) => name.replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || fallback;
