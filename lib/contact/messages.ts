import type { z } from "zod";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { tooManyRequests } from "@/lib/api/errors";
import { countHitIfKeyed, describeWait, ipKey, type Window } from "@/lib/rate-limit";
import type { contactSchema } from "./schema";

export const CONTACT_PER_IP: Window = { limit: 5, windowSeconds: 60 * 60 };

export async function submitContactMessage(input: z.infer<typeof contactSchema>, ip: string | null): Promise<void> {
  const { hits, retryAfterSeconds } = await countHitIfKeyed(ipKey("contact", ip), CONTACT_PER_IP);
  if (hits > CONTACT_PER_IP.limit) throw tooManyRequests(`You have sent several messages already. Please try again in ${describeWait(retryAfterSeconds)}.`);
  await getDb().insert(contactMessages).values(input);
}
