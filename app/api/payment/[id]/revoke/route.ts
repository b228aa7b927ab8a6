import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { REVOCATION_MESSAGES, revocationMessage, revocationPreview, revokeApproval, revokeApprovalSchema } from "@/lib/payments/revoke";

/** What revoking this approved payment would end and move now, for the confirmation; nothing changes. */
export const GET = withAdmin<{ id: string }>(async (_request, _admin, context) =>
  ok(await revocationPreview(await idParam(context, REVOCATION_MESSAGES.notFound))),
);

/** `{ reason }`: takes back the approval (docs/rules.md, "Revoking an approval"); a payment revoked already answers that revocation. */
export const POST = withAdmin<{ id: string }>(async (request, admin, context) => {
  const paymentId = await idParam(context, REVOCATION_MESSAGES.notFound);
  const input = await readJson(request, revokeApprovalSchema);
  const result = await revokeApproval(admin.id, paymentId, input);
  return ok(result, revocationMessage(result));
});
