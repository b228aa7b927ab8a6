import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";

/** What the same-origin check needs of a request, whichever server received it. */
export type OriginFacts = {
  method: string;
  /** The absolute URL the server sees. */
  url: string;
  origin: string | null;
  /** X-Forwarded-Host, else Host. */
  host: string | null;
  secFetchSite: string | null;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses a cross-site write: a browser names the site that sent it, and it must be ours. */
export function assertSameOrigin({ method, url, origin, host, secFetchSite }: OriginFacts): void {
  if (SAFE_METHODS.has(method)) return;
  if (secFetchSite === "cross-site") throw new DomainError("Forbidden", "Cross-site requests are not allowed.");
  if (!origin) return;
  const requestUrl = new URL(url);
  const allowed = new Set([requestUrl.origin, new URL(getEnv().APP_URL).origin]);
  if (host) allowed.add(`${requestUrl.protocol}//${host}`);
  if (!allowed.has(origin)) throw new DomainError("Forbidden", "Cross-site requests are not allowed.");
}

export function originFactsOf(request: Request): OriginFacts {
  const { headers } = request;
  return {
    method: request.method,
    url: request.url,
    origin: headers.get("origin"),
    host: headers.get("x-forwarded-host") ?? headers.get("host"),
    secFetchSite: headers.get("sec-fetch-site"),
  };
}
