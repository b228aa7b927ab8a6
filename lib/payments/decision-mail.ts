import type { Grant } from "@/lib/entitlements";
import { grantNote } from "@/lib/entitlements/terms";
import { getEnv } from "@/lib/env";
import { formatDateTime } from "@/lib/format";
import type { MailMessage } from "@/lib/mail";
import { endingLines, movedLines, type RevocationEffects } from "./revocation-terms";

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

/** The revocation email (docs/rules.md, "Revoking an approval"): why, and what ended and moved with it. */
export function revocationMail(
  learner: Learner,
  revocation: { reference: string; reason: string; revokedAt: string; effects: RevocationEffects },
): MailMessage {
  const ended = endingLines(revocation.effects);
  const moved = movedLines(revocation.effects);
  const list = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");
  const sections = [
    ended.length > 0 ? `What ended with it:\n${list(ended)}` : "Its access had already ended.",
    moved.length > 0 ? `What moved:\n${list(moved)}` : null,
    "Attempts you already took stay in your results.",
  ].filter(Boolean);
  return {
    to: learner.email,
    subject: "The approval of your AnaesPrep payment was revoked",
    text: `Dear ${learner.name},\n\nThe approval of your payment ${revocation.reference} was revoked on ${formatDateTime(revocation.revokedAt)}.\nReason: ${revocation.reason}\n\n${sections.join("\n\n")}\n\nTimes are Pakistan time. If you have a question about it, write to us at ${getEnv().APP_URL}/contact (replies to this email are not read).\n\nAnaesPrep`,
  };
}
