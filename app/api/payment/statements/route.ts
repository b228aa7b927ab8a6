import { formFields, readForm, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { reconcileStatement } from "@/lib/payments/statements";
import { MAX_STATEMENT_BYTES } from "@/lib/payments/statements/limits";
import { statementFormSchema } from "@/lib/payments/statements/schemas";

/** Multipart: file (CSV or XLSX), bank, mapping (JSON), dryRun (default true). */
export const POST = withAdmin(async (request, admin) => {
  const form = await readForm(request, MAX_STATEMENT_BYTES + 64 * 1024);
  const fields = statementFormSchema.parse(formFields(form));
  const answer = await reconcileStatement(admin.id, fields, form.get("file"));
  const approved = "statement" in answer && answer.statement ? answer.statement.approved : null;
  return ok(answer, approved === null ? undefined : `${approved} payment${approved === 1 ? "" : "s"} approved`);
});
