"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { countOf } from "@/lib/format";
import { ENTITLEMENT_DAYS } from "@/lib/entitlements/terms";
import type { BankMapping } from "@/lib/payments/statements/mappings";
import { isComplete, MappingFields } from "./mapping-fields";
import { ResultLists } from "./result-lists";
import { StatementFields } from "./statement-fields";
import { isChecked, type Checked } from "./types";
import { useReconciler } from "./use-reconciler";

type Reconciler = ReturnType<typeof useReconciler>;

/** /admin/payments/reconcile: read the bank's export, map its columns, check, then approve the matched payments. */
export function StatementReconciler({ banks }: { banks: BankMapping[] }) {
  const reconciler = useReconciler(banks);
  const { state, busy, problem } = reconciler;
  const checked = isChecked(state.result) ? state.result : null;
  const ready = checked?.matched.length ?? 0;

  function read(event: FormEvent) {
    event.preventDefault();
    void reconciler.read();
  }

  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <form onSubmit={read} noValidate className="space-y-5" aria-busy={busy !== null || undefined}>
          <StatementFields
            banks={banks}
            bank={state.bank}
            errors={reconciler.errors}
            onBank={reconciler.chooseBank}
            onFile={reconciler.chooseFile}
          />
          <Button
            type="submit"
            variant={state.result ? "outline" : "primary"}
            loading={busy === "read"}
            loadingText="Reading…"
            disabled={busy !== null}
          >
            Read statement
          </Button>
        </form>
        {state.result && <MappingStep reconciler={reconciler} />}
        {problem && !problem.field?.match(/^(bank|file|mapping\.)/) && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {problem.message}
          </p>
        )}
      </Card>

      {checked && <DryRun checked={checked} reconciler={reconciler} />}

      <ConfirmDialog
        open={state.confirming}
        onOpenChange={reconciler.confirm}
        title={`Approve ${countOf(ready, "payment")}?`}
        description={`Each learner's subjects unlock for ${ENTITLEMENT_DAYS} days and they are emailed, as with Approve on the desk. The statement is kept with your name.`}
        confirmLabel={`Approve ${countOf(ready, "payment")}`}
        onConfirm={reconciler.apply}
      />
    </div>
  );
}

/** The header read: which column is which, then the dry run. */
function MappingStep({ reconciler }: { reconciler: Reconciler }) {
  const { state, busy } = reconciler;
  if (!state.result) return null;
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-5">
      <p className="text-sm text-slate-600">
        {countOf(state.result.rows, "row")} under the header on row {state.result.headerRow}.
      </p>
      <MappingFields
        header={state.result.header}
        mapping={state.mapping}
        errors={reconciler.errors}
        disabled={busy !== null}
        onChange={reconciler.editMapping}
      />
      <Button
        onClick={() => void reconciler.check()}
        disabled={!isComplete(state.mapping) || busy !== null}
        loading={busy === "check"}
        loadingText="Checking…"
      >
        Check statement
      </Button>
    </div>
  );
}

/** What approving would do, before anything changes, and the button that asks to. */
function DryRun({ checked, reconciler }: { checked: Checked; reconciler: Reconciler }) {
  const { busy } = reconciler;
  const ready = checked.matched.length;
  return (
    <section aria-labelledby="dry-run-title" aria-busy={busy !== null || undefined} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite">
          <h2 id="dry-run-title" className="text-lg font-semibold text-slate-900">
            Dry run
          </h2>
          <p className="text-sm text-slate-600">
            {checked.matched.length} matched, {checked.mismatched.length} amount differs, {checked.unmatched.length} not found,{" "}
            {checked.alreadyDecided.length} already decided. Nothing has changed yet.
          </p>
        </div>
        {/* docs/rules.md, "Statement reconciliation": no "Approve 0 matched payments". */}
        {ready > 0 ? (
          <Button onClick={() => reconciler.confirm(true)} disabled={busy !== null} loading={busy === "apply"} loadingText="Approving…">
            Approve {countOf(ready, "matched payment")}
          </Button>
        ) : (
          <p className="text-sm font-medium text-slate-700">Nothing to approve.</p>
        )}
      </div>
      <ResultLists result={checked} />
    </section>
  );
}
