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

const crossSite = () => new DomainError("Forbidden", "Cross-site requests are not allowed.");

/** Refuses a cross-site write: a browser names the site that sent it, and it must be ours. */
export function assertSameOrigin({ method, url, origin, host, secFetchSite }: OriginFacts): void {
  if (SAFE_METHODS.has(method)) return;
  if (secFetchSite === "cross-site") throw crossSite();
  if (!origin || origin === appOrigin()) return;
  // A URL no parser takes (a Host header that is not a host) is no origin of ours.
  const requestUrl = URL.parse(url);
  if (!requestUrl) throw crossSite();
  if (origin === requestUrl.origin) return;
  if (!host || origin !== `${requestUrl.protocol}//${host}`) throw crossSite();
}

/** APP_URL's origin, parsed once per value rather than on every write. */
let appUrlSeen: { url: string; origin: string } | undefined;
function appOrigin(): string {
  const url = getEnv().APP_URL;
  if (appUrlSeen?.url !== url) appUrlSeen = { url, origin: new URL(url).origin };
  return appUrlSeen.origin;
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
