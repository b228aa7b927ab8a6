/**
 * The contact form's checks before sending, every field at once (docs/rules.md, "Users, messages
 * and reports"). contactSchema on the server stays the authority; this module imports nothing, so
 * the browser bundle gets no server code, and its messages are the schema's.
 */
export type ContactValues = { name: string; email: string; message: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each invalid field's message; empty when the form may be sent. */
export function contactFormProblems({ name, email, message }: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const problems: Partial<Record<keyof ContactValues, string>> = {};
  if (!name.trim()) problems.name = "Please enter your name.";
  if (!email.trim()) problems.email = "Please enter your email address.";
  else if (!EMAIL_SHAPE.test(email.trim())) problems.email = "Please enter a valid email address.";
  if (!message.trim()) problems.message = "Please write a message.";
  return problems;
}
