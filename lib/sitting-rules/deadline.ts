import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { attempts } from "@/db/schema";

/** Seconds past a deadline during which answers already on their way are still taken. */
export const SUBMIT_GRACE_SECONDS = 5;

/** Past this deadline plus the grace for answers in flight, nothing takes answers (attempts and timed practice alike). */
export const overdueAt = (deadline: AnyColumn | SQL) =>
  sql<boolean>`(${deadline} is not null and ${deadline} + make_interval(secs => ${SUBMIT_GRACE_SECONDS}) < now())`;

/** An attempt past its deadline plus the grace for answers in flight: it takes no more answers. */
export const overdue = overdueAt(attempts.deadline);

/** When something that ends now ended: now, or its deadline once that has passed (no deadline: now). */
export const endedAtNow = (deadline: AnyColumn) => sql<Date>`least(${deadline}, now())`;
