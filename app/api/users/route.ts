import { readQuery, withAdmin } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { listUsers, userListSchema } from "@/lib/users/admin";

/** `?search=` matches email or name; `?status=all|active|disabled|admins`, `?page=&pageSize=`. */
export const GET = withAdmin(async (request) => okPage(await listUsers(readQuery(request, userListSchema))));
