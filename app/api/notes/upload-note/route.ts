import { formFields, readForm, withUser } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { MAX_NOTE_BYTES, noteNameSchema, uploadNote } from "@/lib/notes";

/** Multipart: name, file. */
export const POST = withUser(async (request, user) => {
  const form = await readForm(request, MAX_NOTE_BYTES + 64 * 1024);
  const { name } = noteNameSchema.parse(formFields(form));
  return created(await uploadNote(user, name, form.get("file")), "Uploaded successfully");
});
