"use client";

import "./globals.css";

/** Last resort when the root layout itself fails: must render its own <html>. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-items-center bg-slate-50 px-4 font-sans text-slate-800">
        <div role="alert" className="max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
          <p className="mt-2 text-slate-600">AnaesPrep could not load. Please try again in a moment.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <button
              type="button"
              onClick={reset}
              className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Try again
            </button>
            {/* A full page load: the router itself may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- Link would use the broken router */}
            <a
              href="/"
              className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Go home
            </a>
          </div>
        </div>
      </body>
    </html>
  );
}
