"use client";

import Link from "next/link";
import { CartIcon } from "@/components/ui/icons";
import { useCart } from "@/client/cart";

/** Header cart icon with a live item-count badge. */
export function CartLink() {
  const count = useCart().length;
  const label = count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;
  return (
    <Link
      href="/cart"
      aria-label={label}
      className="relative grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-800"
    >
      <CartIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-indigo-600 px-1 text-[11px] leading-5 font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
