import "server-only";
import { count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { countTry, ipKey, type Window } from "@/lib/rate-limit";
import { messageFilterSchema, type contactSchema, type MessageFilter } from "./schema";
import { offsetOf, pageOf, pageParamsSchema, type PageParams } from "@/lib/pagination";
import { cache } from "react";

export const CONTACT_PER_IP: Window = { limit: 5, windowSeconds: 60 * 60 };
export const CONTACT_PER_EMAIL: Window = { limit: 10, windowSeconds: 60 * 60 };

export async function submitContactMessage(input: z.infer<typeof contactSchema>, ip: string | null): Promise<void> {
  await countTry(
    [
      { key: `contact:email:${input.email}`, window: CONTACT_PER_EMAIL },
      { key: ipKey("contact", ip), window: CONTACT_PER_IP },
    ],
    (wait) => `You have sent several messages already. Please try again in ${wait}.`,
  );
  await getDb().insert(contactMessages).values(input);
}

export const messageUpdateSchema = z.object({
  id: z.uuid("Unknown message."),
  handled: z.boolean({ error: "handled must be true or false." }),
});

export const messageListSchema = pageParamsSchema.extend({ filter: messageFilterSchema.default("all") });

const FILTER_CONDITION: Record<MessageFilter, SQL | undefined> = {
  all: undefined,
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

/** One page of contact messages, newest first, with the total of the filter. */
export async function listContactMessages(query: PageParams & { filter: MessageFilter }) {
  const where = FILTER_CONDITION[query.filter];
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), handledAt: row.handledAt?.toISOString() ?? null }));
  return pageOf(items, total!.n, query);
}

export async function setMessageHandled(adminId: string, id: string, handled: boolean): Promise<void> {
  const updated = await getDb()
    .update(contactMessages)
    .set(handled ? { handledAt: sql`now()`, handledBy: adminId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) throw new DomainError("NotFound", "Message not found.");
}

/** Once per server render: the admin layout (sidebar badges) and the admin home both show it. */
export const openMessageCount = cache(async (): Promise<number> => {
  const [row] = await getDb().select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
  return row!.n;
});
