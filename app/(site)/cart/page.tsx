import type { Metadata } from "next";
import { CartView } from "@/components/commerce/cart-view";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageLearner } from "@/lib/auth/session";
import { renewalStarts } from "@/lib/entitlements";
import { bankAccount } from "@/lib/payments/bank";
import { listSubjects } from "@/lib/subjects/admin";

export const metadata: Metadata = { title: "Cart", robots: { index: false, follow: false } };

export default async function CartPage() {
  const user = await requirePageLearner();
  const [subjects, renewsFrom] = await Promise.all([listSubjects(), renewalStarts(user.id)]);
  return (
    <Container className="py-10 sm:py-12">
      <PageHeader title="Cart" description="Check your subjects, then pay by bank transfer and upload the receipt." />
      <CartView
        catalogue={subjects.map(({ id, name, price }) => ({ id, name, price }))}
        bankAccount={bankAccount()}
        renewsFrom={renewsFrom}
      />
    </Container>
  );
}
