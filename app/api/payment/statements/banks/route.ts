import { withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { rememberedBanks } from "@/lib/payments/statements/mappings";

/** The banks whose statements were read before, with the column mapping each used last. */
export const GET = withAdmin(async () => ok(await rememberedBanks()));
