"use client";

import { ChartIcon, HomeIcon, LogoutIcon, QuizIcon, SettingsIcon, UserIcon } from "@/components/ui/icons";
import { Menu, type MenuItem } from "@/components/ui/menu";
import { useLogout } from "./use-logout";

export type NavUser = { name: string; email: string; isAdmin: boolean };

/** The avatar button (first letter of the name) with Profile, Settings and Logout. */
export function UserMenu({ user }: { user: NavUser }) {
  const { logout } = useLogout();
  const initial = (user.name.trim() || user.email).charAt(0).toUpperCase() || "?";
  const items: MenuItem[] = user.isAdmin
    ? [{ label: "Admin dashboard", href: "/admin", icon: <HomeIcon className="size-4" /> }]
    : [
        { label: "My Progress", href: "/profile/progress", icon: <ChartIcon className="size-4" /> },
        { label: "Profile", href: "/profile", icon: <UserIcon className="size-4" /> },
        { label: "Practice", href: "/practice", icon: <QuizIcon className="size-4" /> },
        { label: "Settings", href: "/profile/settings", icon: <SettingsIcon className="size-4" /> },
      ];
  items.push({ label: "Logout", onSelect: () => void logout(), icon: <LogoutIcon className="size-4" /> });

  return (
    <Menu
      label={`Account menu for ${user.name || user.email}`}
      items={items}
      header={
        <>
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </>
      }
      triggerClassName="grid size-10 place-items-center rounded-full bg-brand-700 text-base font-bold text-white shadow-sm hover:bg-brand-800 aria-expanded:ring-4 aria-expanded:ring-brand-100"
      trigger={<span aria-hidden="true">{initial}</span>}
    />
  );
}
