"use client";

import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { loginHref } from "@/lib/auth/next-path";
import { currentPagePath } from "@/client/unauthorized";

/**
 * The session ended while the quiz was on screen (a 401; docs/rules.md, "Accounts and sessions"):
 * the quiz stays, its unsent answers stay queued on this device, and signing in comes back here.
 */
export function SessionEndedNotice() {
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50">
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
        <p className="min-w-0 flex-1 text-sm text-amber-950">
          <strong className="font-semibold">Your session ended</strong> — sign in to continue; your answers are saved.
        </p>
        <ButtonLink href={loginHref(currentPagePath())} size="sm">
          Sign in
        </ButtonLink>
      </Container>
    </div>
  );
}
