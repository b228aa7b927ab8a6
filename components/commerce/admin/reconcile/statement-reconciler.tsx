"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { countOf } from "@/lib/format";
import { MAX_STATEMENT_BYTES } from "@/lib/payments/statements/limits";
import type { BankMapping } from "@/lib/payments/statements/mappings";
import { isComplete, MappingFields, type MappingDraft } from "./mapping-fields";
import { ResultLists } from "./result-lists";
import { isChecked, type StatementResult } from "./types";
import { useStatement } from "./use-statement";

const FILE_CLASSES =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 " +
  "file:font-semibold file:text-brand-800 hover:file:bg-brand-100";

/** /admin/payments/reconcile: read the bank's export, map its columns, check, then approve the matched payments. */
export function StatementReconciler({ banks }: { banks: BankMapping[] }) {
  const router = useRouter();
  const { send, busy, problem, clearProblem } = useStatement();
  const [bank, setBank] = useState(banks[0]?.bank ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StatementResult | null>(null);
  const [mapping, setMapping] = useState<MappingDraft>({});
  const [confirming, setConfirming] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const errors: Record<string, string | undefined> = { [problem?.field ?? "form"]: problem?.message, file: fileError ?? undefined };
  if (problem?.field === "file") errors.file = problem.message;

  function restart() {
    setResult(null);
    setMapping({});
    clearProblem();
  }

  async function check(chosen: MappingDraft, chosenFile = file) {
    if (!chosenFile || !isComplete(chosen)) return;
    const answer = await send("check", { bank, file: chosenFile, mapping: chosen });
    if (answer.success && answer.data) setResult(answer.data);
  }

  async function read(event: FormEvent) {
    event.preventDefault();
    if (!file) return setFileError("Please choose the statement file.");
    const answer = await send("read", { bank, file });
    if (!answer.success || !answer.data) return;
    setResult(answer.data);
    const offered = answer.data.mapping ?? {};
    setMapping(offered);
    if (isComplete(offered)) await check(offered, file);
  }

  async function apply() {
    if (!file || !isComplete(mapping)) return;
    const answer = await send("apply", { bank, file, mapping });
    if (!answer.success || !answer.data) return;
    toast.success(answer.message ?? "Payments approved");
    setResult(answer.data);
    router.refresh();
    await check(mapping);
  }

  const checked = isChecked(result) ? result : null;
  const ready = checked?.matched.length ?? 0;

  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <form onSubmit={read} noValidate className="space-y-5" aria-busy={busy !== null || undefined}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="statement-bank" label="Bank" required error={errors.bank} hint="Its column mapping is remembered for next time.">
              {(control) => (
                <>
                  <Input
                    {...control}
                    list="known-banks"
                    value={bank}
                    autoComplete="off"
                    maxLength={100}
                    onChange={(event) => {
                      setBank(event.target.value);
                      restart();
                    }}
                  />
                  <datalist id="known-banks">
                    {banks.map((known) => (
                      <option key={known.bank} value={known.bank} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
            <Field
              id="statement-file"
              label="Statement file"
              required
              error={errors.file}
              hint={`Your bank's export as CSV or XLSX, up to ${MAX_STATEMENT_BYTES / 1024 / 1024} MB.`}
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  className={FILE_CLASSES}
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFileError(null);
                    restart();
                  }}
                />
              )}
            </Field>
          </div>
          <Button
            type="submit"
            variant={result ? "outline" : "primary"}
            loading={busy === "read"}
            loadingText="Reading…"
            disabled={busy !== null}
          >
            Read statement
          </Button>
        </form>
        {result && (
          <div className="mt-6 space-y-4 border-t border-slate-200 pt-5">
            <p className="text-sm text-slate-600">
              {countOf(result.rows, "row")} under the header on row {result.headerRow}.
            </p>
            <MappingFields
              header={result.header}
              mapping={mapping}
              errors={errors}
              disabled={busy !== null}
              onChange={(next) => {
                setMapping(next);
                setResult({ ...result, matched: undefined });
              }}
            />
            <Button
              onClick={() => void check(mapping)}
              disabled={!isComplete(mapping) || busy !== null}
              loading={busy === "check"}
              loadingText="Checking…"
            >
              Check statement
            </Button>
          </div>
        )}
        {problem && !problem.field?.match(/^(bank|file|mapping\.)/) && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {problem.message}
          </p>
        )}
      </Card>

      {checked && (
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
              <Button onClick={() => setConfirming(true)} disabled={busy !== null} loading={busy === "apply"} loadingText="Approving…">
                Approve {countOf(ready, "matched payment")}
              </Button>
            ) : (
              <p className="text-sm font-medium text-slate-700">Nothing to approve.</p>
            )}
          </div>
          <ResultLists result={checked} />
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Approve ${countOf(ready, "payment")}?`}
        description="Each learner's subjects unlock for 30 days and they are emailed, as with Approve on the desk. The statement is kept with your name."
        confirmLabel={`Approve ${countOf(ready, "payment")}`}
        onConfirm={apply}
      />
    </div>
  );
}
