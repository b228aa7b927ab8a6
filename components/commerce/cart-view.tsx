"use client";

import { useEffect, useMemo, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CartIcon, ClockIcon, CloseIcon } from "@/components/ui/icons";
import { ListLoading } from "@/components/admin/load-state";
import { removeFromCart, useCart, type CartItem } from "@/client/cart";
import { formatPKR } from "@/lib/format";
import { sumPrices } from "@/lib/money";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/client/toast";
import { CART_ADDED_TOAST } from "./add-to-cart-button";
import { MoneyRow } from "./money-row";
import { PaymentDialog, type PaymentOrder } from "./payment-dialog";
import type { BankAccount } from "./use-bank-account";
import { useHydrated } from "./use-hydrated";
import { ATTEMPTS_PER_ENTITLEMENT, ENTITLEMENT_DAYS, renewalNote } from "@/lib/entitlements/terms";
import { AccessNote } from "./access-note";

type CartViewProps = {
  /** Current subjects and prices from the server: the cart shows these, not what was stored. */
  catalogue: CartItem[];
  bankAccount: BankAccount;
  /** Subject id → when a renewal of a subject the learner holds would start (docs/rules.md, "Access, payments and attempts"). */
  renewsFrom: Record<string, string>;
};

/** The stored cart, repriced from the catalogue; subjects that no longer exist are dropped. */
function useCurrentCart(catalogue: CartItem[]): CartItem[] {
  const stored = useCart();
  const byId = useMemo(() => new Map(catalogue.map((subject) => [subject.id, subject])), [catalogue]);
  useEffect(() => {
    for (const item of stored) if (!byId.has(item.id)) removeFromCart(item.id);
  }, [stored, byId]);
  return stored.flatMap((item) => byId.get(item.id) ?? []);
}

export function CartView({ catalogue, bankAccount, renewsFrom }: CartViewProps) {
  const hydrated = useHydrated();
  const items = useCurrentCart(catalogue);
  // "Added to cart" followed the learner here, over the cart it announced.
  useEffect(() => toast.dismiss(CART_ADDED_TOAST), []);
  // The order is frozen when checkout opens: clearing the cart after success must not reprice the dialog.
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const total = sumPrices(items.map((item) => item.price));
  const renewals = (order?.isMonthlySub === "NO" ? order.items : []).filter((item) => renewsFrom[item.id]);

  if (!hydrated) return <ListLoading label="Loading your cart…" />;
  if (items.length === 0 && !order) {
    return (
      <EmptyState icon={<CartIcon />} title="Your cart is empty" action={<ButtonLink href="/buy-quiz">Browse subjects</ButtonLink>}>
        Add subjects on Buy Quiz, then come back here to pay by bank transfer.
      </EmptyState>
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card as="section" aria-labelledby="cart-items-title" className="p-0!">
        <h2 id="cart-items-title" className="border-b border-slate-200 px-5 py-4 font-semibold text-slate-900">
          {items.length} {items.length === 1 ? "subject" : "subjects"}
        </h2>
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 px-5 py-4">
              <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{item.name}</p>
                  <p className="text-sm text-slate-500">
                    All quizzes · {ATTEMPTS_PER_ENTITLEMENT} attempts each · {ENTITLEMENT_DAYS} days
                  </p>
                  {renewsFrom[item.id] && <RenewalNote item={item} from={renewsFrom[item.id]!} />}
                </div>
                <p className="mt-1 shrink-0 font-semibold text-slate-900 tabular-nums sm:mt-0">{formatPKR(item.price)}</p>
              </div>
              <button
                type="button"
                aria-label={`Remove ${item.name}`}
                onClick={() => removeFromCart(item.id)}
                className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="cart-summary-title" className="lg:sticky lg:top-[calc(var(--site-header-height)+2rem)]">
        <h2 id="cart-summary-title" className="font-semibold text-slate-900">
          Order summary
        </h2>
        <dl className="mt-4 space-y-2.5">
          <MoneyRow label="Subtotal" amount={total} />
          <MoneyRow label="Discount" amount={0} />
          <MoneyRow label="Payment Amount" amount={total} strong className="border-t border-slate-200 pt-3" />
        </dl>
        <Button
          size="lg"
          className="mt-5 w-full"
          onClick={() => setOrder({ isMonthlySub: "NO", items, amount: total })}
          disabled={items.length === 0}
        >
          Checkout
        </Button>
        <p className="mt-3 text-center text-xs text-slate-500">Pay by bank transfer and upload the receipt.</p>
      </Card>
      {order && (
        <PaymentDialog
          open
          onOpenChange={(open) => !open && setOrder(null)}
          order={order}
          bankAccount={bankAccount}
          notice={
            renewals.length > 0
              ? renewals.map((item) => <RenewalNote key={item.id} item={item} from={renewsFrom[item.id]!} named />)
              : undefined
          }
        />
      )}
    </div>
  );
}

/** A subject held already: when the access being bought starts and its attempts arrive, said before paying. */
function RenewalNote({ item, from, named = false }: { item: CartItem; from: string; named?: boolean }) {
  return (
    <AccessNote tone="info" icon={<ClockIcon />} className="mt-2">
      {named && <span className="font-semibold">{item.name}: </span>}
      {renewalNote(from)}
    </AccessNote>
  );
}
