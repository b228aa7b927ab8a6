"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/**
 * The error boundary of each area (`error.tsx` of (site), (focus) and admin re-export it). There is
 * no root `app/error.tsx`: it would ship a second boundary with every public page. An area's own
 * layout failing (e.g. the database is down) falls through to `app/global-error.tsx`.
 */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();

  function retry() {
    startTransition(() => {
      router.refresh(); // re-run server components too
      reset();
    });
  }

  return (
    <div role="alert" className="grid min-h-[60vh] place-items-center px-4 py-12">
      <Card className="w-full max-w-md text-center sm:p-10">
        <h1 className="text-2xl font-bold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-2 text-slate-600">Something went wrong while showing this page. Your data is safe; please try again.</p>
        {error.message && !error.digest && (
          <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm break-words text-slate-700">{error.message}</p>
        )}
        {error.digest && <p className="mt-2 text-xs text-slate-400">Reference: {error.digest}</p>}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button onClick={retry}>Try again</Button>
          <ButtonLink href="/" variant="outline">
            Go home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
