"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useRef, useState, type KeyboardEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { useSignedInUser } from "@/client/session";
import { siteNavItems } from "./nav-items";
import { NavLink } from "./nav-link";

const PANEL_ID = "site-nav-panel";

// Visitors never download the cart and account menu; the placeholder keeps the header from shifting.
const AccountControls = dynamic(() => import("./account-controls"), {
  loading: () => <span aria-hidden="true" className="size-10 rounded-full bg-slate-100" />,
});

/**
 * The interactive part of the public header: links (Quiz → /buy-quiz once signed in), cart and
 * avatar or Login/Register, and the mobile toggle. The server render is always the visitor's view;
 * the signed-in view appears right after hydration.
 */
export function SiteNav() {
  const user = useSignedInUser();
  const pathname = usePathname();
  // The panel stays open only on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = siteNavItems(user);
  const close = () => setOpenOn(null);

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      close();
      toggleRef.current?.focus();
    }
  }

  return (
    <>
      <nav aria-label="Main" className="ml-6 hidden md:block">
        <ul className="flex items-center gap-1">
          {items.map((item) => (
            <li key={item.label}>
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
      <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
        {user ? (
          <AccountControls user={user} />
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
      <div
        id={PANEL_ID}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute inset-x-0 top-full border-y border-slate-200 bg-white shadow-lg md:hidden"
      >
        <nav aria-label="Main" className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.label}>
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
    </>
  );
}
