/**
 * The lines of a Word document as mammoth writes it in HTML (lib/quizzes/docx-read.ts): one line
 * per paragraph, list item, table cell paragraph or soft line break, each with its text in pieces
 * that say whether the author marked them (bold, underline, highlight: how a key is often shown).
 * mammoth's HTML is regular (a small set of tags, `&amp; &lt; &gt; &quot;` escaped, attributes
 * quoted), so a small reader suffices. Pure: the parser and the tests use it without the server.
 */

/** A piece of a line's text; `marked` when it was bold, underlined or highlighted. */
export type Piece = { text: string; marked: boolean };
/**
 * A line: its pieces; `list` when Word numbered or lettered it automatically (depth 0 is the outer
 * list; `ordered` false for bullets); `images` the indices of the pictures in it.
 */
export type DocLine = {
  pieces: Piece[];
  list: { depth: number; ordered: boolean } | null;
  heading: boolean;
  images: number[];
};

const TOKEN = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*(\/?)>|([^<]+)/gi;
const SRC = /\ssrc="docx-image:(\d+)"/;
const MARKING = new Set(["strong", "u", "mark"]);
const BLOCK = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "tr", "table", "ol", "ul"]);
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** Non-breaking and other wide spaces read as spaces; tabs too (options are often tab-separated). */
const SPACES = /[\u00a0\u2007\u202f\u2000-\u200a\u3000\t]/g;
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!).replace(SPACES, " ");

/** Splits mammoth's HTML into lines, in document order. */
export function linesOfHtml(html: string): DocLine[] {
  const lines: DocLine[] = [];
  const lists: boolean[] = [];
  let marks = 0;
  let heading = false;
  let current: DocLine | null = null;

  const close = () => {
    if (current && (current.pieces.some((piece) => piece.text.trim() !== "") || current.images.length > 0)) lines.push(current);
    current = null;
  };
  const open = (): DocLine => {
    current ??= {
      pieces: [],
      list: lists.length > 0 ? { depth: lists.length - 1, ordered: lists.at(-1)! } : null,
      heading,
      images: [],
    };
    return current;
  };

  TOKEN.lastIndex = 0;
  for (let token = TOKEN.exec(html); token; token = TOKEN.exec(html)) {
    const [, closing, rawName, attributes, , text] = token;
    if (text !== undefined) {
      const line = open();
      const piece = { text: decode(text), marked: marks > 0 };
      const last = line.pieces.at(-1);
      if (last && last.marked === piece.marked) last.text += piece.text;
      else line.pieces.push(piece);
      continue;
    }
    const name = rawName!.toLowerCase();
    if (MARKING.has(name)) marks += closing ? -1 : 1;
    else if (name === "br") {
      // A soft line break (Shift+Enter): the next text starts a line of the same list item.
      const list: DocLine["list"] = (current as DocLine | null)?.list ?? null;
      close();
      current = { pieces: [], list, heading, images: [] };
    } else if (name === "img") {
      const index = SRC.exec(attributes ?? "");
      if (index) open().images.push(Number(index[1]));
    } else if (BLOCK.has(name)) {
      close();
      if (name === "ol" || name === "ul") {
        if (closing) lists.pop();
        else lists.push(name === "ol");
      }
      if (/^h[1-6]$/.test(name)) heading = !closing;
    }
  }
  close();
  return lines;
}

/** A line's whole text. */
export const textOf = (line: { pieces: Piece[] }) => line.pieces.map((piece) => piece.text).join("");
