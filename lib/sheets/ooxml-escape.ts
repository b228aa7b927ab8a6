/**
 * XML cannot carry a carriage return (a reader turns it into a line feed) or most control
 * characters. Office writes them in a cell's text as `_xHHHH_`, and a literal `_xHHHH_` as
 * `_x005F_xHHHH_`; the XLSX writer and reader do the same, so every storable text survives an
 * XLSX round trip, and texts from Excel read as Excel shows them.
 */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f]|_(?=x[0-9A-Fa-f]{4}_)/g;
const ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

const hex = (char: string) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}_`;

export const escapeOoxml = (text: string) => text.replace(UNSAFE, hex);
export const unescapeOoxml = (text: string) =>
  text.includes("_x") ? text.replace(ESCAPE, (_, code: string) => String.fromCharCode(parseInt(code, 16))) : text;
