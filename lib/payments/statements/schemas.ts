import { z } from "zod";
import { jsonFormField } from "@/lib/api/body";
import { singleLine } from "@/lib/single-line";
import { MAX_COLUMN_NAME_LENGTH } from "./limits";

/** A column's name as the header writes it: one line, as the header is answered (table.ts). */
const column = (label: string) =>
  z
    .string({ error: `Please choose the ${label} column.` })
    .trim()
    .min(1, `Please choose the ${label} column.`)
    .max(MAX_COLUMN_NAME_LENGTH, `The ${label} column's name is too long (${MAX_COLUMN_NAME_LENGTH} characters at most).`)
    .pipe(singleLine(`The ${label} column's name`));

export const statementMappingSchema = z.object({
  date: column("date"),
  amount: column("amount"),
  description: column("description"),
  reference: column("reference")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** The text fields of `POST /api/payment/statements` (the file is read apart). */
export const statementFormSchema = z.object({
  bank: z
    .string({ error: "Please name the bank." })
    .trim()
    .min(1, "Please name the bank.")
    .max(100, "Bank name is too long (100 characters at most).")
    .pipe(singleLine("Bank name")),
  /** JSON; without it the answer is the file's header and the mapping to offer. */
  mapping: z
    .string()
    .optional()
    .transform((text) => (text?.trim() ? text : undefined))
    .pipe(jsonFormField("mapping", "mapping must be JSON: { date, amount, description, reference? }.").optional())
    .pipe(statementMappingSchema.optional()),
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false." })
    .default("true")
    .transform((value) => value === "true"),
});
