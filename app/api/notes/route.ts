import { withUser } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listVisibleNotes } from "@/lib/notes";

const list = withUser(async (_request, user) => ok(await listVisibleNotes(user)));

/** The spec lists notes with POST notes/; GET /api/notes answers the same. */
export const GET = list;
export const POST = list;
