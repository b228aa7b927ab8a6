import { readQuery, withAdmin } from "@/lib/api/handler";
import { okPage } from "@/lib/api/respond";
import { listContactMessages, messageListSchema } from "@/lib/contact/messages";

/** `?filter=open|handled|all` (all by default), `?page=&pageSize=`: newest first. */
export const GET = withAdmin(async (request) => okPage(await listContactMessages(readQuery(request, messageListSchema))));
