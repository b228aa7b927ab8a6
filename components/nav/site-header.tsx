import { Brand } from "@/components/layout/brand";
import { SiteNav } from "./site-nav";

/**
 * The public header, `--site-header-height` tall (app/globals.css) at every width, so what sticks
 * below it knows where. It reads no cookies, so the pages under it can be prerendered; whether someone
 * is signed in is asked of the server by SiteNav after hydration (client/session.ts).
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-(--site-header-height) border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      {/* On a 390 px phone, logo, "N due", cart, avatar and menu must fit: tighter gaps below sm (docs/rules.md, "Public pages and the header"). */}
      <div className="relative mx-auto flex h-full max-w-6xl items-center gap-3 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Brand />
        <SiteNav />
      </div>
    </header>
  );
}
