import type { DemoContent } from "@/lib/setup/prepare";
import { DEMO_ADMIN, DEMO_LEARNER } from "./accounts";
import { seedDemo } from "./seed";

/** The demo as the start hands it to lib/setup/prepare.ts: its seeder and the sign-ins README.md publishes. */
export const DEMO_CONTENT: DemoContent = { seed: seedDemo, accounts: [DEMO_ADMIN, DEMO_LEARNER] };
