import { readQuery, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listUsers, userSearchSchema } from "@/lib/users/admin";

/** `?search=` matches email or name. */
export const GET = withAdmin(async (request) => {
  const { search } = readQuery(request, userSearchSchema);
  return ok(await listUsers(search));
});
