import type { MetadataRoute } from "next";
import { getPublicCatalogue } from "@/lib/catalogue/public";
import { siteUrl } from "@/lib/seo";

// The catalogue lives in the database, which is never opened at build time.
export const dynamic = "force-dynamic";

const PUBLIC_PAGES: Array<{ path: string; priority: number; changeFrequency: "weekly" | "monthly" }> = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/quiz", priority: 0.9, changeFrequency: "weekly" },
  { path: "/grand-tests", priority: 0.8, changeFrequency: "weekly" },
  { path: "/pricing", priority: 0.8, changeFrequency: "monthly" },
  { path: "/about", priority: 0.6, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.5, changeFrequency: "monthly" },
  { path: "/terms", priority: 0.3, changeFrequency: "monthly" },
  { path: "/register", priority: 0.5, changeFrequency: "monthly" },
  { path: "/login", priority: 0.3, changeFrequency: "monthly" },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_PAGES.map(({ path, priority, changeFrequency }) => ({
    url: siteUrl(path),
    priority,
    changeFrequency,
  }));
  try {
    const catalogue = await getPublicCatalogue();
    const subjects = catalogue.map((subject) => ({
      url: siteUrl(`/quiz?subject=${encodeURIComponent(subject.id)}`),
      priority: 0.7,
      changeFrequency: "weekly" as const,
    }));
    return [...pages, ...subjects];
  } catch (error) {
    // A sitemap of the fixed pages beats an error page for a crawler.
    console.error("[sitemap] catalogue unavailable; listing the fixed pages only", error);
    return pages;
  }
}
