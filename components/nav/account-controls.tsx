"use client";

import type { SessionData } from "@/lib/client/session-data";
import { CartLink } from "./cart-link";
import { UserMenu } from "./user-menu";

/** The signed-in end of the header: the cart (learners only) and the avatar menu. */
export default function AccountControls({ user }: { user: SessionData }) {
  return (
    <>
      {!user.isAdmin && <CartLink />}
      <UserMenu user={user} />
    </>
  );
}
