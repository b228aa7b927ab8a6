import { z } from "zod";
import { jsonFormField } from "@/lib/api/body";
import { pageParamsSchema, searchTextSchema } from "@/lib/pagination";
import { singleLine } from "@/lib/single-line";
import { REFERENCE_PATTERN } from "./reference-format";

export const MONTHLY_PLAN_PRICE_PKR = 5000;
export { MAX_PROOF_BYTES } from "@/lib/files/limits";

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is too long (${max} characters at most).`).pipe(singleLine(label)).default("");

/** The text fields of the multipart payment/add form. */
export const paymentFormSchema = z.object({
  bankName: optionalText(100, "Bank name"),
  accountHolder: optionalText(100, "Account holder"),
  transactionId: z
    .string({ error: "Please enter the transaction number." })
    .trim()
    .min(1, "Please enter the transaction number.")
    .max(64, "Transaction number is too long (64 characters at most).")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, "Transaction number can contain letters, digits, spaces and . _ / - only."),
  isMonthlySub: z.enum(["YES", "NO"], { error: "isMonthlySub must be YES or NO." }).default("NO"),
  /** The reference checkout showed (GET /api/payment/reference); without it, this cart's if checkout showed one, else a new one. */
  reference: z.string().trim().regex(REFERENCE_PATTERN, "This is not a payment reference.").optional(),
  cart: z
    .string()
    .default("[]")
    .pipe(jsonFormField("cart", "Cart must be a JSON list of subjects."))
    .pipe(
      z
        .array(z.object({ subjectId: z.uuid("Your cart holds a subject that does not exist. Please refresh your cart.") }).loose(), {
          error: "Cart must be a JSON list of subjects.",
        })
        .max(50, "Too many items in the cart."),
    ),
});

const subjectIdList = z
  .string()
  .max(50 * 37, "Too many subjects.")
  .transform((text) => text.split(",").filter(Boolean))
  .pipe(z.array(z.uuid("subjects must be subject ids, separated by commas.")).max(50, "Too many subjects."));

/** `GET /api/payment/reference?plan=monthly` or `?subjects=<id>,<id>`: what checkout is about to be paid for. */
export const referenceQuery = z
  .object({
    plan: z.literal("monthly", { error: "plan must be monthly." }).optional(),
    subjects: subjectIdList.default([]),
  })
  .refine((query) => (query.plan === undefined) !== (query.subjects.length === 0), {
    message: "Say what checkout is for: plan=monthly or subjects=<ids>, one of them.",
    path: ["subjects"],
  });

/** The text fields of the multipart payment/{id}/resubmit form: a new number for the new proof. */
export const resubmissionFormSchema = paymentFormSchema.pick({ bankName: true, accountHolder: true, transactionId: true });

export const decisionSchema = z.object({
  paymentId: z.uuid("Unknown payment."),
  accepted: z.boolean({ error: "accepted must be true or false." }),
  reason: z.string().trim().max(500, "Reason is too long (500 characters at most).").optional(),
  /** Approve although the proof matches another payment's (docs/rules.md, "Reused proofs"). */
  confirmReusedProof: z.boolean({ error: "confirmReusedProof must be true or false." }).optional(),
  /** Approve although what was read from the proof disagrees with the order (docs/rules.md, "Reading payment proofs"). */
  confirmProofMismatch: z.boolean({ error: "confirmProofMismatch must be true or false." }).optional(),
});

export const PAYMENT_LIST_STATUSES = ["PENDING", "ACCEPTED", "REJECTED", "REVOKED", "ALL"] as const;

/** `GET /api/payment?status=&search=&page=&pageSize=`: without paging parameters, the newest 25 (the answer says how many there are). */
export const paymentListQuery = pageParamsSchema.extend({
  status: z.enum(PAYMENT_LIST_STATUSES, { error: "must be PENDING, ACCEPTED, REJECTED, REVOKED or ALL." }).default("ALL"),
  search: searchTextSchema,
});
