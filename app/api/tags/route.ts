import { withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listTags } from "@/lib/tags";

/** Admins: every tag with its question count; learners: the tags of the banks they may use. */
export const GET = withUser(async (_request, user) => ok(await listTags(user)));
