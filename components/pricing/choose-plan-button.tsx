"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button, ButtonLink, type ButtonVariant } from "@/components/ui/button";
import { useSignedInUser } from "@/client/session";
import type { PlanId } from "./plans";

// Loaded on first use: most visitors never open it, and the page stays static.
const PaymentDialog = dynamic(() => import("@/components/commerce/payment-dialog").then((module) => module.PaymentDialog), { ssr: false });

export type ChoosePlanButtonProps = {
  planId: PlanId;
  planName: string;
  /** Rupees; what the payment dialog charges for this plan. */
  amount: number;
  featured?: boolean;
};

/**
 * "Choose Plan". Visitors (and the prerendered page) get a link to /register. A signed-in learner
 * picks subjects on /buy-quiz for the subject plan, and pays PKR `amount` for the monthly plan in
 * the payment dialog (bank details loaded from the API, since this page is static).
 */
export function ChoosePlanButton({ planId, planName, amount, featured = false }: ChoosePlanButtonProps) {
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const variant: ButtonVariant = featured ? "primary" : "outline";
  const common = { size: "lg", variant, "aria-label": `Choose Plan: ${planName}`, className: "w-full" } as const;

  if (!user)
    return (
      <ButtonLink href="/register" {...common}>
        Choose Plan
      </ButtonLink>
    );
  if (planId === "subject")
    return (
      <ButtonLink href="/buy-quiz" {...common}>
        Choose Plan
      </ButtonLink>
    );

  function choose() {
    setOpened(true);
    setOpen(true);
  }

  return (
    <>
      <Button {...common} onClick={choose}>
        Choose Plan
      </Button>
      {opened && <PaymentDialog open={open} onOpenChange={setOpen} order={{ isMonthlySub: "YES", amount }} title={planName} />}
    </>
  );
}
