"use client";

import { usePathname } from "next/navigation";
import { useRef, useState, type KeyboardEvent } from "react";
import { Brand } from "@/components/layout/brand";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { CartLink } from "./cart-link";
import { siteNavItems } from "./nav-items";
import { NavLink } from "./nav-link";
import { UserMenu, type NavUser } from "./user-menu";

const PANEL_ID = "site-nav-panel";

/** The public header: links collapse behind a toggle below the md breakpoint. */
export function SiteNav({ user }: { user: NavUser | null }) {
  const pathname = usePathname();
  // The panel stays open only on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = siteNavItems(user !== null);
  const close = () => setOpenOn(null);

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      close();
      toggleRef.current?.focus();
    }
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  activeClassName="bg-brand-50 text-brand-800 hover:bg-brand-50 hover:text-brand-800"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              {!user.isAdmin && <CartLink />}
              <UserMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <NavLink href="/login" className={buttonClasses({ variant: "ghost" })} activeClassName="bg-brand-50 text-brand-800">
                Login
              </NavLink>
              <NavLink href="/register" className={buttonClasses()}>
                Register
              </NavLink>
            </div>
          )}
          <button
            ref={toggleRef}
            type="button"
            aria-label="Menu"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
            className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>
      <div id={PANEL_ID} hidden={!open} onKeyDown={onPanelKeyDown} className="border-t border-slate-200 bg-white md:hidden">
        <nav aria-label="Main" className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  onClick={close}
                  className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
                  activeClassName="bg-brand-50 text-brand-800"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {!user && (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3">
              <NavLink href="/login" className={buttonClasses({ variant: "outline" })} onClick={close}>
                Login
              </NavLink>
              <NavLink href="/register" className={buttonClasses()} onClick={close}>
                Register
              </NavLink>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
