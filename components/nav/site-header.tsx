import { getCurrentUser } from "@/lib/auth/session";
import { SiteNav } from "./site-nav";

/** Server part of the public header: reads the session and hands only display fields to the client. */
export async function SiteHeader() {
  const user = await getCurrentUser();
  return <SiteNav user={user ? { name: user.name, email: user.email, isAdmin: user.isAdmin } : null} />;
}
