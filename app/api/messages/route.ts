import { z } from "zod";
import { readQuery, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listContactMessages } from "@/lib/contact/messages";

const query = z.object({ filter: z.enum(["open", "handled", "all"], { error: "must be open, handled or all." }).default("all") });

export const GET = withAdmin(async (request) => {
  const { filter } = readQuery(request, query);
  return ok(await listContactMessages(filter));
});
