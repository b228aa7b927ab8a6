import type { Metadata } from "next";

export const SITE_NAME = "AnaesPrep";

/** 1200×630 share card in public/. */
export const OG_IMAGE = { url: "/og-image.png", width: 1200, height: 630, alt: "AnaesPrep: anaesthesia exam preparation" } as const;

/**
 * The public address (APP_URL), for absolute URLs outside metadata (sitemap, robots, JSON-LD).
 * Prerendered pages take it at build time, so build with the APP_URL you serve under.
 */
export function siteUrl(path = "/"): string {
  const base = (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
  return path === "/" ? base : `${base}${path}`;
}

type PageMetadataInput = {
  /** Becomes "<title> | AnaesPrep" through the root layout's template. */
  title: string;
  description: string;
  /** Canonical path, e.g. "/pricing" or "/quiz?subject=…"; resolved against metadataBase. */
  path: string;
};

/**
 * Title, description, canonical URL and the Open Graph / Twitter cards of a page. Next replaces
 * (does not merge) a parent's openGraph and twitter objects, so every page sets them whole.
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const fullTitle = `${title} | ${SITE_NAME}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      locale: "en_PK",
      title: fullTitle,
      description,
      url: path,
      images: [OG_IMAGE],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE.url] },
  };
}
