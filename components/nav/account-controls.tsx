"use client";

import type { SignedInUser } from "@/client/session";
import { CartLink } from "./cart-link";
import { DueReviewsLink } from "./due-reviews-link";
import { UserMenu } from "./user-menu";

/** The signed-in end of the header: reviews due and the cart (learners only), and the avatar menu. */
export default function AccountControls({ user }: { user: SignedInUser }) {
  return (
    <>
      {!user.isAdmin && <DueReviewsLink />}
      {!user.isAdmin && <CartLink />}
      <UserMenu user={user} />
    </>
  );
}
