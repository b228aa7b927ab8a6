"use client";

import { usePathname } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { isActivePath } from "@/components/nav/nav-items";
import { NavLink } from "@/components/nav/nav-link";
import { cn } from "@/components/ui/cn";
import { ChevronDownIcon } from "@/components/ui/icons";

/** `badge`: a count shown after the label (hidden at 0), read out as "<count> <badgeLabel>". */
export type SideNavItem = { href: string; label: string; icon?: ReactNode; badge?: { count: number; label: string } };

export type SideNavProps = {
  /** Accessible name of the navigation (e.g. "Account", "Admin"). */
  label: string;
  items: SideNavItem[];
  /** Rendered after the links inside the list area (e.g. a Logout button). */
  footer?: ReactNode;
  tone?: "light" | "dark";
};

const tones = {
  light: {
    toggle: "border border-slate-200 bg-white text-slate-800 shadow-sm",
    link: "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
    active: "bg-brand-50 font-semibold text-brand-800 hover:bg-brand-50 hover:text-brand-800",
  },
  dark: {
    toggle: "bg-white/10 text-white",
    link: "text-slate-300 hover:bg-white/10 hover:text-white",
    active: "bg-white/15 font-semibold text-white hover:bg-white/15",
  },
};

/** Vertical navigation; below md it collapses behind a toggle that names the current page. */
export function SideNav({ label, items, footer, tone = "light" }: SideNavProps) {
  const pathname = usePathname();
  const listId = useId();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname; // navigating closes it
  const current = items.find((item) => isActivePath(pathname, item.href));
  const style = tones[tone];

  return (
    <nav aria-label={label}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={cn("flex h-11 w-full items-center justify-between rounded-lg px-3 text-sm font-semibold md:hidden", style.toggle)}
      >
        <span>
          <span className="sr-only">{label} menu: </span>
          {current?.label ?? "Menu"}
        </span>
        <ChevronDownIcon className={cn("size-5 transition-transform", open && "rotate-180")} />
      </button>
      <div id={listId} className={cn("mt-2 md:mt-0 md:block", !open && "hidden")}>
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className={cn("flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium", style.link)}
                activeClassName={style.active}
                onClick={() => setOpenOn(null)}
              >
                {item.icon}
                {item.label}
                {item.badge && item.badge.count > 0 ? <CountBadge {...item.badge} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
        {footer}
      </div>
    </nav>
  );
}

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="ml-auto min-w-[1.5rem] rounded-full bg-amber-400 px-1.5 text-center text-xs leading-5 font-bold text-slate-900">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">
        ({count} {label})
      </span>
    </span>
  );
}
