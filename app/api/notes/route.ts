import { readQuery, withUser } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { listNotes, noteListSchema } from "@/lib/notes/list";

/** `?scope=all|mine|admin|learner&search=&page=&pageSize=`: one page of the caller's visible notes, newest first. */
const list = withUser(async (request, user) => okPage(await listNotes(user, readQuery(request, noteListSchema))));

/** The documented API lists notes with POST notes/ (docs/rules.md, "API conventions"); GET /api/notes answers the same. */
export const GET = list;
export const POST = list;
