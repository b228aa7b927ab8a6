import { z } from "zod";

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: none of them
 * belongs in a name, a title or a tag, and a line break there would become a header line in a mail
 * subject built from it (docs/rules.md, "Text the database cannot hold").
 */
const LINE_BREAKING = "\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029";
const ANY_LINE_BREAKING = new RegExp(`[${LINE_BREAKING}]`);
const LINE_BREAKING_RUNS = new RegExp(`[${LINE_BREAKING}]+`, "g");

export const isSingleLine = (text: string) => !ANY_LINE_BREAKING.test(text);

/** The text on one line: every run of line breaks and control characters becomes one space. */
export const onOneLine = (text: string) => text.replace(LINE_BREAKING_RUNS, " ").trim();

export const notOneLineMessage = (label: string) => `${label} must be one line of text, without line breaks or control characters.`;

/** A string schema for single-line text: the label names the field in the 400. */
export const singleLine = (label: string) => z.string().refine(isSingleLine, notOneLineMessage(label));

/** How long an admin's reason for a recorded change may be (extra time, an access extension). */
export const REASON_MAX_LENGTH = 200;

/** An admin's reason for a change the app records: required, one line, 1–200 characters after trimming. */
export const reasonSchema = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(REASON_MAX_LENGTH, `The reason is too long (${REASON_MAX_LENGTH} characters at most).`)
    .pipe(singleLine("Reason"));

/** The first `max` UTF-16 units of `text`, never half a surrogate pair, trimmed: a name cut to a field's limit. */
export function headOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return (/[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head).trimEnd();
}

/** How much of a client's text (a cell, a line, a file name) an error message quotes. */
export const QUOTED_TEXT_MAX = 40;

/**
 * A client's text as an error message quotes it (docs/rules.md, "Text the database cannot hold"):
 * on one line, at most QUOTED_TEXT_MAX characters, the last an ellipsis when it was cut, and never
 * half a surrogate pair. Only the head is looked at, so a cell of millions of characters costs nothing.
 */
export function quotedExcerpt(text: string): string {
  let head = text.slice(0, QUOTED_TEXT_MAX * 4);
  if (/[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1); // the slice split a pair
  const chars = Array.from(onOneLine(head));
  if (chars.length <= QUOTED_TEXT_MAX && head.length === text.length) return chars.join("");
  return `${chars.slice(0, QUOTED_TEXT_MAX - 1).join("")}…`;
}

/** At most `max` names quoted for a message ("“a”, “b”, … and 3 more"), each cut as quotedExcerpt cuts it. */
export function quotedList(names: string[], quote: (excerpt: string) => string, max = 10): string {
  const listed = names.slice(0, max).map((name) => quote(quotedExcerpt(name)));
  return names.length > max ? `${listed.join(", ")} and ${names.length - max} more` : listed.join(", ");
}
