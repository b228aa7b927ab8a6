"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { isActivePath } from "./nav-items";

type NavLinkProps = { href: string; children: ReactNode; className?: string; activeClassName?: string; onClick?: () => void };

/** A link that marks itself aria-current="page" when its href is exactly the current path. */
export function NavLink({ href, children, className, activeClassName, onClick }: NavLinkProps) {
  const active = isActivePath(usePathname(), href);
  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={cn(className, active && activeClassName)} onClick={onClick}>
      {children}
    </Link>
  );
}
