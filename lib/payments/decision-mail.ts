import type { MailMessage } from "@/lib/mail";

type Learner = { email: string; name: string };

/** The approval email, whether the desk's Approve or a bank statement approved the payment. */
export const approvalMail = (learner: Learner, reference: string): MailMessage => ({
  to: learner.email,
  subject: "Your AnaesPrep payment was approved",
  text: `Dear ${learner.name},\n\nYour payment ${reference} has been approved. Your subjects are now unlocked for 30 days: open "Allowed Quizzes" in your profile to start.\n\nAnaesPrep`,
});

export const rejectionMail = (learner: Learner, reference: string, reason?: string): MailMessage => ({
  to: learner.email,
  subject: "Your AnaesPrep payment was not approved",
  text: `Dear ${learner.name},\n\nWe could not approve your payment ${reference}.${reason ? `\nReason: ${reason}` : ""}\n\nPlease check the transfer details and submit the order again, or reply to this email.\n\nAnaesPrep`,
});
