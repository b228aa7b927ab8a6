import { readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { messageUpdateSchema, setMessageHandled } from "@/lib/contact/messages";

export const POST = withAdmin(async (request, admin) => {
  const { id, handled } = await readJson(request, messageUpdateSchema);
  await setMessageHandled(admin.id, id, handled);
  return ok({ handled }, handled ? "Marked as handled" : "Marked as open");
});
