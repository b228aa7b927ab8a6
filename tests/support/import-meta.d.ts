// Vite's import.meta.glob, as Vitest provides it (vite itself is nested under vitest).
interface ImportMeta {
  glob<Module = unknown>(pattern: string): Record<string, () => Promise<Module>>;
}
