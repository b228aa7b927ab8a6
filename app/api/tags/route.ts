import { readQuery, withUser } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { listTagPage, tagQuerySchema } from "@/lib/tags";

/**
 * `?search=&page=&pageSize=` (25 a page, 100 at most), by name: admins get every tag with its
 * question count, learners the tags of the banks they may use.
 */
export const GET = withUser(async (request, user) => okPage(await listTagPage(user, readQuery(request, tagQuerySchema))));
