import "server-only";
import { sql } from "drizzle-orm";
import { attempts } from "@/db/schema";
import { SUBMIT_GRACE_SECONDS } from "./rules";

/** An attempt past its deadline plus the grace for answers in flight: it takes no more answers. */
export const overdue = sql<boolean>`(${attempts.deadline} is not null and ${attempts.deadline} + make_interval(secs => ${SUBMIT_GRACE_SECONDS}) < now())`;
