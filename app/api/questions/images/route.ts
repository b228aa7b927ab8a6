import { readForm, withAdmin } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { MAX_QUESTION_IMAGE_BYTES } from "@/lib/files/limits";
import { storeQuestionImage } from "@/lib/images";

/** Multipart: file (PNG, JPEG or WebP). Stored re-encoded as WebP; the question refers to its key. */
export const POST = withAdmin(async (request) => {
  const form = await readForm(request, MAX_QUESTION_IMAGE_BYTES + 64 * 1024);
  return created(await storeQuestionImage(form.get("file")), "Image uploaded");
});
