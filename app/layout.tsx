import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppToaster } from "@/components/ui/app-toaster";
import { OG_IMAGE, SITE_NAME, siteUrl } from "@/lib/seo";
import "./globals.css";

const description =
  "Prepare for anaesthesia exams with chapter-wise quizzes, timed practice exams, expert-verified notes and updated guidelines.";

/** Defaults for pages that set no cards of their own (public pages use pageMetadata from lib/seo). */
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { template: `%s | ${SITE_NAME}`, default: SITE_NAME },
  description,
  applicationName: SITE_NAME,
  openGraph: { type: "website", siteName: SITE_NAME, locale: "en_PK", title: SITE_NAME, description, images: [OG_IMAGE] },
  twitter: { card: "summary_large_image", title: SITE_NAME, description, images: [OG_IMAGE.url] },
};

export const viewport: Viewport = { themeColor: "#0f6762", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The smooth scrolling of globals.css is for in-page anchors: the attribute tells Next.js to jump,
    // not glide, to a new page's top (a glide was cut short and left pages opening scrolled).
    <html lang="en" data-scroll-behavior="smooth">
      <head>
        {/* Before any bundle: zod probes `new Function` to build fast parsers unless told not to, and
            the CSP (no eval) logged that probe as an issue on every page that defines a schema. */}
        <script dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }} />
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        >
          Skip to content
        </a>
        {children}
        <AppToaster />
      </body>
    </html>
  );
}
