import type { Metadata } from "next";
import { Brand } from "@/components/layout/brand";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RequestedPath } from "@/components/layout/requested-path";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-12">
      <Card className="w-full max-w-md text-center sm:p-10">
        <Brand className="mb-6" />
        <p className="text-5xl font-extrabold tracking-tight text-brand-700">404</p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-2 text-slate-600">
          We couldn&apos;t find the page you were looking for. <RequestedPath />
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <ButtonLink href="/">Back to home</ButtonLink>
          <ButtonLink href="/pricing" variant="outline">
            See pricing
          </ButtonLink>
        </div>
      </Card>
    </main>
  );
}
