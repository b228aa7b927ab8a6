import { z } from "zod";

/** Rows per page unless the caller asks otherwise, and the most a caller may ask for. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Past this, an offset scan costs more than anyone reading page by page needs. */
const MAX_PAGE = 100_000;

/**
 * `?page=&pageSize=` of a paged list: 1-based, bounded. A list whose rows are heavy (quizzes with
 * their questions) passes smaller bounds so one page stays within the response budget
 * (docs/rules.md, "Lists are paged on the server").
 */
export function pageParamsSchemaOf({ defaultSize, maxSize }: { defaultSize: number; maxSize: number }) {
  return z.object({
    page: z.coerce
      .number({ error: "must be a whole number." })
      .int("must be a whole number.")
      .min(1, "must be 1 or more.")
      .max(MAX_PAGE)
      .default(1),
    pageSize: z.coerce
      .number({ error: "must be a whole number." })
      .int("must be a whole number.")
      .min(1, "must be 1 or more.")
      .max(maxSize, `must be ${maxSize} at most.`)
      .default(defaultSize),
  });
}

/** `?page=&pageSize=` of every paged list (API and screens) unless its rows are heavy. */
export const pageParamsSchema = pageParamsSchemaOf({ defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE });
export type PageParams = z.infer<typeof pageParamsSchema>;

/** What a client needs to draw a pager: where it is and how much there is (totals from SQL). */
export type PageInfo = { page: number; pageSize: number; total: number; pages: number };
export type Page<T> = PageInfo & { items: T[] };

/** A page number for an address: page 1 is the address without it. */
export const pageQueryValue = (page: number): number | undefined => (page > 1 ? page : undefined);

export const offsetOf = ({ page, pageSize }: PageParams): number => (page - 1) * pageSize;

export function pageOf<T>(items: T[], total: number, { page, pageSize }: PageParams): Page<T> {
  return { items, page, pageSize, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export const pageInfo = ({ page, pageSize, total, pages }: PageInfo): PageInfo => ({ page, pageSize, total, pages });

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter (`?a=1&a=2` → "1"). */
export const firstParam = (params: SearchParams, name: string): string | undefined => {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Page params of a screen's URL. A hand-edited address must not break the screen: anything
 * invalid falls back to the default (the API, by contrast, answers 400 naming the parameter).
 */
export function readPageParams(params: SearchParams, name = "page", pageSize = DEFAULT_PAGE_SIZE): PageParams {
  const parsed = pageParamsSchema.shape.page.safeParse(firstParam(params, name));
  return { page: parsed.success ? parsed.data : 1, pageSize };
}

/** Reads one of a fixed set of values from a screen's URL, or the fallback. */
export function readChoice<T extends string>(params: SearchParams, name: string, choices: readonly T[], fallback: T): T {
  const value = firstParam(params, name);
  return choices.find((choice) => choice === value) ?? fallback;
}

/** A free-text search of a screen's URL: trimmed, bounded, "" when absent or too long. */
export const searchTextSchema = z.string().trim().max(100, "Search is too long.").default("");
export function readSearch(params: SearchParams, name = "search"): string {
  const parsed = searchTextSchema.safeParse(firstParam(params, name));
  return parsed.success ? parsed.data : "";
}

/** `LIKE` pattern matching `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The address of `path` with `query`, leaving out empty values. */
export function hrefWith(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
