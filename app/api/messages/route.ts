import { z } from "zod";
import { readQuery, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listContactMessages } from "@/lib/contact/messages";
import { messageFilterSchema } from "@/lib/contact/schema";

const query = z.object({ filter: messageFilterSchema.default("all") });

export const GET = withAdmin(async (request) => {
  const { filter } = readQuery(request, query);
  return ok(await listContactMessages(filter));
});
