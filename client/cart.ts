import { createLocalStore } from "./local-store";

/** A subject in the cart: `id` is the subject id, `price` in rupees. */
export type CartItem = { id: string; name: string; price: number };

export const CART_KEY = "cart";
const EMPTY: readonly CartItem[] = Object.freeze([]);

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.name === "string" && typeof v.price === "number" && Number.isFinite(v.price);
}

/** Valid items only, each subject once. */
function parseCart(value: unknown): readonly CartItem[] {
  if (!Array.isArray(value)) return EMPTY;
  const seen = new Set<string>();
  return value.filter((item): item is CartItem => isCartItem(item) && !seen.has(item.id) && !!seen.add(item.id));
}

const cart = createLocalStore({ key: CART_KEY, parse: parseCart, empty: EMPTY, isEmpty: (items) => items.length === 0 });

/** The cart items; the same array instance until the cart changes. */
export const getCart = cart.read;

/** Adds the item unless one with the same id is already there. Returns false for a duplicate. */
export function addToCart(item: CartItem): boolean {
  const items = getCart();
  if (items.some((existing) => existing.id === item.id)) return false;
  cart.write([...items, { id: item.id, name: item.name, price: item.price }]);
  return true;
}

export function removeFromCart(id: string): void {
  const items = getCart();
  if (items.some((item) => item.id === id)) cart.write(items.filter((item) => item.id !== id));
}

export const clearCart = cart.clear;

/** Live cart items; empty during server rendering and hydration. */
export const useCart = cart.useValue;
