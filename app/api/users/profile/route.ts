import { withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getProfile } from "@/lib/users/accounts";

export const GET = withUser(async (_request, user) => ok(await getProfile(user.id)));
