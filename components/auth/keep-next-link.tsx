"use client";

import type { ComponentProps } from "react";
import { TextLink } from "@/components/ui/text-link";
import { withNext } from "@/lib/auth/next-path";
import { useNextPath } from "@/client/next-path";

/**
 * A link between the sign-in pages (login, register, forgot) that keeps the page to come back to
 * after signing in (docs/rules.md, "Route guards"). The pages are prerendered: `next` is added
 * after hydration.
 */
export function KeepNextLink({ href, ...rest }: Omit<ComponentProps<typeof TextLink>, "href"> & { href: string }) {
  return <TextLink href={withNext(href, useNextPath())} {...rest} />;
}
