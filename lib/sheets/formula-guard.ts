/**
 * CSV injection (docs/rules.md, "Spreadsheet import and export"): a spreadsheet program evaluates a
 * CSV cell that begins with `= + - @` (or a tab or carriage return, per OWASP). The writer puts one
 * single quote before every cell that, after any leading quotes, begins with one of those; the
 * reader removes one leading quote from every cell of that shape. So `=A1` is written `'=A1` and
 * `'=A1` is written `''=A1`, and both read back exactly; `'hello` is written and read as it is.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export const guardCsvCell = (text: string) => (NEEDS_GUARD.test(text) ? `'${text}` : text);
export const unguardCsvCell = (text: string) => (GUARDED.test(text) ? text.slice(1) : text);
