import { z } from "zod";

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: none of them
 * belongs in a name, a title or a tag, and a line break there would become a header line in a mail
 * subject built from it (docs/rules.md, "Text the database cannot hold").
 */
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const isSingleLine = (text: string) => !LINE_BREAKING.test(text);

/** A string schema for single-line text: the label names the field in the 400. */
export const singleLine = (label: string) =>
  z.string().refine(isSingleLine, `${label} must be one line of text, without line breaks or control characters.`);
