import { z } from "zod";
import { emailSchema, nameSchema } from "@/lib/users/schemas";

export const contactSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(1, "Please write a message.")
    .max(5000, "Message is too long (5,000 characters at most)."),
});

/** Which contact messages an admin list shows; the page and GET /api/messages parse the same. */
export const MESSAGE_FILTERS = ["open", "handled", "all"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const messageFilterSchema = z.enum(MESSAGE_FILTERS, { error: "must be open, handled or all." });
