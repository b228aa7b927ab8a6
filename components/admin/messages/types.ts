/** One row of GET /api/messages (lib/contact/messages listContactMessages). */
export type ContactMessageView = { id: string; name: string; email: string; message: string; createdAt: string; handledAt: string | null };

export const MESSAGE_FILTERS = ["open", "handled", "all"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const FILTER_LABEL: Record<MessageFilter, string> = { open: "Open", handled: "Handled", all: "All" };
