import { idParam, withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getPayment } from "@/lib/payments/read";

export const GET = withUser<{ id: string }>(async (_request, user, context) =>
  ok(await getPayment(user, await idParam(context, "Payment not found."))),
);
