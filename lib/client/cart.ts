import { useSyncExternalStore } from "react";

/** A subject in the cart: `id` is the subject id, `price` in rupees. */
export type CartItem = { id: string; name: string; price: number };

export const CART_KEY = "cart";
const CHANGE_EVENT = "anaesprep:cart-change";
const EMPTY: readonly CartItem[] = Object.freeze([]);

let cachedRaw: string | null | undefined;
let cachedItems: readonly CartItem[] = EMPTY;

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.name === "string" && typeof v.price === "number" && Number.isFinite(v.price);
}

function readRaw(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): readonly CartItem[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const seen = new Set<string>();
    return value.filter((item): item is CartItem => isCartItem(item) && !seen.has(item.id) && !!seen.add(item.id));
  } catch {
    return EMPTY;
  }
}

/** The cart items; the same array instance until the cart changes (safe for useSyncExternalStore). */
export function getCart(): readonly CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parse(raw);
  }
  return cachedItems;
}

function write(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_KEY);
    else window.localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    return; // storage disabled: nothing to announce
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds the item unless one with the same id is already there. Returns false for a duplicate. */
export function addToCart(item: CartItem): boolean {
  const items = getCart();
  if (items.some((existing) => existing.id === item.id)) return false;
  write([...items, { id: item.id, name: item.name, price: item.price }]);
  return true;
}

export function removeFromCart(id: string): void {
  const items = getCart();
  if (items.some((item) => item.id === id)) write(items.filter((item) => item.id !== id));
}

export function clearCart(): void {
  write(EMPTY);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage); // other tabs
  window.addEventListener(CHANGE_EVENT, onChange); // this tab
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const getServerSnapshot = () => EMPTY;

/** Live cart items; empty during server rendering and hydration. */
export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, getCart, getServerSnapshot);
}
