import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL ?? "http://localhost:3000"),
  title: { template: "%s | AnaesPrep", default: "AnaesPrep" },
  description:
    "Prepare for anaesthesia exams with chapter-wise quizzes, timed practice exams, expert-verified notes and updated guidelines.",
  applicationName: "AnaesPrep",
};

export const viewport: Viewport = { themeColor: "#0f6762", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        >
          Skip to content
        </a>
        {children}
        <Toaster position="top-right" duration={5000} richColors closeButton />
      </body>
    </html>
  );
}
