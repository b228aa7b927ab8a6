"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button, ButtonLink } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { addToCart, useCart, type CartItem } from "@/lib/client/cart";

/** "Add to Cart", or "In cart" (a link to the cart) once the subject is there. */
export function AddToCartButton({ subject, describedBy }: { subject: CartItem; describedBy?: string }) {
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
    toast.success(`${subject.name} added to cart`, { action: { label: "View cart", onClick: () => router.push("/cart") } });
  }

  return (
    <Button onClick={add} aria-describedby={describedBy}>
      Add to Cart
    </Button>
  );
}
