import type { Metadata } from "next";
import { StatementReconciler } from "@/components/admin/payments/reconcile/statement-reconciler";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { rememberedBanks } from "@/lib/payments/statements/mappings";

export const metadata: Metadata = { title: "Reconcile statement" };

/** The payment desk's statement reconciliation (docs/rules.md, "Statement reconciliation"). */
export default async function ReconcileStatementPage() {
  await requirePageAdmin();
  const banks = await rememberedBanks();
  return (
    <>
      <PageHeader
        title="Reconcile statement"
        description="Upload your bank's statement: transfers that name a pending order's reference or transaction number, for its exact amount, can be approved together."
        actions={
          <ButtonLink href="/admin/payments" variant="outline">
            Back to payments
          </ButtonLink>
        }
      />
      <StatementReconciler banks={banks} />
    </>
  );
}
