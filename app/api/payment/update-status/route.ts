import { readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { decidePayment } from "@/lib/payments/decide";
import { decisionSchema } from "@/lib/payments/schemas";

export const POST = withAdmin(async (request, admin) => {
  const decision = await readJson(request, decisionSchema);
  const { status } = await decidePayment(admin.id, decision);
  return ok({ status }, status === "ACCEPTED" ? "Payment approved" : "Payment rejected");
});
