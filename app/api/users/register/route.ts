import { clientIp, handle, readJson } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { registerLearner } from "@/lib/users/accounts";
import { registerSchema } from "@/lib/users/schemas";

export const POST = handle(async (request) => {
  const input = await readJson(request, registerSchema);
  await registerLearner(input, clientIp(request));
  return created(undefined, "Registered successfully");
});
