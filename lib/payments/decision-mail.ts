import type { Grant } from "@/lib/entitlements";
import { grantNote } from "@/lib/entitlements/terms";
import { getEnv } from "@/lib/env";
import type { MailMessage } from "@/lib/mail";

type Learner = { email: string; name: string };

/** "Pharmacology: unlocked until …" or, for a renewal, when it starts and its attempts arrive (docs/rules.md, "Access, payments and attempts"). */
const grantLines = (grants: Grant[]) =>
  grants.map((grant) =>
    grantNote({ ...grant, name: grant.subjectId ? (grant.name ?? "Subject") : "Every subject (Monthly Subscription)" }),
  );

/** The approval email, whether the desk's Approve or a bank statement approved the payment: each period it granted. */
export const approvalMail = (learner: Learner, reference: string, grants: Grant[]): MailMessage => ({
  to: learner.email,
  subject: "Your AnaesPrep payment was approved",
  text: `Dear ${learner.name},\n\nYour payment ${reference} has been approved.\n\n${grantLines(grants).join("\n")}\n\nTimes are Pakistan time. Open "Allowed Quizzes" in your profile to start.\n\nAnaesPrep`,
});

/** Mail comes from an address nobody reads: the learner is sent to the contact form, not told to reply. */
export const rejectionMail = (learner: Learner, reference: string, reason?: string): MailMessage => ({
  to: learner.email,
  subject: "Your AnaesPrep payment was not approved",
  text: `Dear ${learner.name},\n\nWe could not approve your payment ${reference}.${reason ? `\nReason: ${reason}` : ""}\n\nPlease check the transfer details and submit the order again. If you have a question about it, write to us at ${getEnv().APP_URL}/contact (replies to this email are not read).\n\nAnaesPrep`,
});
