import type { listContactMessages } from "@/lib/contact/messages";
import type { MessageFilter } from "@/lib/contact/schema";

/** One row of the admin message list, as lib/contact/messages returns it. */
export type ContactMessageView = Awaited<ReturnType<typeof listContactMessages>>["items"][number];

export const FILTER_LABEL: Record<MessageFilter, string> = { open: "Open", handled: "Handled", all: "All" };
