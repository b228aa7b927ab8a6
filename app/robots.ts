import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      // Signed-in areas and the API: nothing a search result should lead to.
      disallow: ["/admin", "/home", "/profile", "/api", "/buy-quiz", "/cart", "/start-quiz", "/see-quiz-result"],
    },
    sitemap: siteUrl("/sitemap.xml"),
  };
}
