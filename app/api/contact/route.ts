import { submitContactMessage } from "@/lib/contact/messages";
import { clientIp, handle, readJson } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { contactSchema } from "@/lib/contact/schema";

export const POST = handle(async (request) => {
  await submitContactMessage(await readJson(request, contactSchema), clientIp(request));
  return created(undefined, "Thank you! Your message has been sent. We usually reply within one working day.");
});
