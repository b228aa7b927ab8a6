"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/client/toast";
import { Button, ButtonLink } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { addToCart, useCart, type CartItem } from "@/client/cart";

/** The "added to cart" toast: the cart closes it, since it says nothing there the cart does not. */
export const CART_ADDED_TOAST = "cart-added";

type AddToCartButtonProps = { subject: CartItem; describedBy?: string; label?: string; variant?: "primary" | "outline" };

/** "Add to Cart" (or `label`), or "In cart" (a link to the cart) once the subject is there. */
export function AddToCartButton({ subject, describedBy, label = "Add to Cart", variant = "primary" }: AddToCartButtonProps) {
  const router = useRouter();
  const inCart = useCart().some((item) => item.id === subject.id);

  if (inCart) {
    return (
      <ButtonLink href="/cart" variant="secondary" aria-describedby={describedBy}>
        <CheckIcon className="size-4" />
        In cart
      </ButtonLink>
    );
  }

  function add() {
    addToCart(subject);
    toast.success(`${subject.name} added to cart`, {
      id: CART_ADDED_TOAST,
      action: { label: "View cart", onClick: () => router.push("/cart") },
    });
  }

  return (
    <Button onClick={add} aria-describedby={describedBy} variant={variant}>
      {label}
    </Button>
  );
}
