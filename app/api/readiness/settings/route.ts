import { readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { readinessSettingsSchema } from "@/lib/readiness/schemas";
import { saveReadinessSettings } from "@/lib/readiness/save-settings";

/** Admins: `{ passMark }`, a whole percent from 1 to 100 (else 400 naming passMark). */
export const PUT = withAdmin(async (request, admin) =>
  ok(await saveReadinessSettings(admin.id, await readJson(request, readinessSettingsSchema)), "Pass mark saved."),
);
