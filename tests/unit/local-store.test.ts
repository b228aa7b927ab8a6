import { describe, expect, it } from "vitest";
import { createLocalStore, type KeyValueStorage } from "@/client/local-store";

function memoryStorage() {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

const numbers = (storage: KeyValueStorage | null) =>
  createLocalStore<readonly number[]>({
    key: "numbers",
    parse: (value) => (Array.isArray(value) ? value.filter((item): item is number => typeof item === "number") : []),
    empty: [],
    isEmpty: (items) => items.length === 0,
    storage,
  });

describe("createLocalStore", () => {
  it("reads the same object until the stored text changes, and writes JSON", () => {
    const { data, storage } = memoryStorage();
    const store = numbers(storage);
    store.write([1, 2]);
    expect(data.get("numbers")).toBe("[1,2]");
    const first = store.read();
    expect(first).toEqual([1, 2]);
    expect(store.read()).toBe(first);
    data.set("numbers", "[3]"); // another tab
    expect(store.read()).toEqual([3]);
  });

  it("maps malformed or foreign values to the parsed or empty value", () => {
    const { data, storage } = memoryStorage();
    const store = numbers(storage);
    data.set("numbers", "{not json");
    expect(store.read()).toEqual([]);
    data.set("numbers", '[1,"x",null,2]');
    expect(store.read()).toEqual([1, 2]);
  });

  it("removes the key for an empty value and on clear", () => {
    const { data, storage } = memoryStorage();
    const store = numbers(storage);
    store.write([1]);
    store.write([]);
    expect(data.has("numbers")).toBe(false);
    store.write([1]);
    store.clear();
    expect(data.has("numbers")).toBe(false);
  });

  it("never throws when storage is missing, full or disabled", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("disabled");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("disabled");
      },
    };
    for (const store of [numbers(broken), numbers(null)]) {
      expect(() => store.write([1])).not.toThrow();
      expect(store.read()).toEqual([]);
      expect(() => store.clear()).not.toThrow();
    }
  });
});
