/**
 * A long Word document's `document.xml` cut into smaller documents, each read by mammoth on its
 * own (docx-convert.ts), so that no DOM of the whole document is ever held: mammoth's trees of a
 * 2,000-question document take hundreds of megabytes, a few hundred paragraphs' take a few.
 *
 * A cut falls only between two elements of the body (a paragraph, a whole table, a content
 * control), and only where reading the parts apart writes the same lines as reading them together:
 * - mammoth reads each paragraph's list level from the numbering and styles parts alone (no count
 *   is carried from one paragraph to the next; the parser counts questions and options itself), so
 *   Word's automatic numbering reads the same on either side of a cut;
 * - not inside a field that spans paragraphs (a begin without its end so far), nor after a
 *   paragraph with a deleted mark (mammoth joins it to the next paragraph);
 * - not at all when the document cites a footnote or endnote (mammoth numbers them over the whole
 *   document and lists them at its end) or declares Word's namespace other than as `w:`.
 * Pictures keep their relationship ids: each part is read with the same relationships.
 */

const MAIN_NAMESPACES =
  /"http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main"|"http:\/\/purl\.oclc\.org\/ooxml\/wordprocessingml\/main"/g;
const DECLARED_AS_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const NOTES = /<w:(?:footnote|endnote)Reference\b/;
const BODY_OPEN = /<w:body(?:\s[^>]*)?>/;
const BODY_CLOSE = "</w:body>";

/**
 * A comment, CDATA, a processing instruction, or a tag with its name, attributes (values quoted;
 * a value may hold `>`) and whether it closes or is empty. Text between tags has no `<`.
 */
const TAG =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const FIELD_TYPE = /\bw:fldCharType\s*=\s*["'](begin|end)["']/;

/** About this many characters of the body in each part (the last may be longer, up to one element). */
export const CHUNK_CHARS = 150_000;

/**
 * The documents to read in turn: the document itself when it is short or must not be cut,
 * otherwise documents with the same opening (namespaces, background) and closing as the whole,
 * each holding a run of the body's elements, in order, together all of them once.
 */
export function* documentChunks(xml: string, chunkChars = CHUNK_CHARS): Generator<string> {
  const body = BODY_OPEN.exec(xml);
  const bodyEnd = xml.lastIndexOf(BODY_CLOSE);
  if (xml.length <= chunkChars || !body || bodyEnd < 0 || !cuttable(xml)) {
    yield xml;
    return;
  }
  const head = xml.slice(0, body.index + body[0].length);
  const tail = xml.slice(bodyEnd);
  let start = head.length;
  let depth = 0;
  let openFields = 0;
  let deletedMark = false;
  TAG.lastIndex = start;
  for (let tag = TAG.exec(xml); tag && tag.index < bodyEnd; tag = TAG.exec(xml)) {
    const [, closing, name, attributes, empty] = tag;
    if (name === undefined) continue; // a comment, CDATA or processing instruction
    if (name === "w:fldChar") {
      const type = FIELD_TYPE.exec(attributes ?? "")?.[1];
      if (type === "begin") openFields++;
      else if (type === "end" && openFields > 0) openFields--;
    } else if (name === "w:del" && depth > 0) deletedMark = true;
    if (closing) depth--;
    else if (!empty) depth++;
    if (depth < 0) break; // malformed: leave the rest in one piece
    if (depth > 0) continue;
    // The end of one element of the body.
    const end = TAG.lastIndex;
    const safe = openFields === 0 && !deletedMark;
    deletedMark = false;
    if (safe && end - start >= chunkChars && bodyEnd - end > 0) {
      yield head + xml.slice(start, end) + tail;
      start = end;
    }
  }
  yield head + xml.slice(start, bodyEnd) + tail;
}

/** The document cites no notes and writes Word's namespace only as `w:` (so the tags above are found). */
function cuttable(xml: string): boolean {
  if (NOTES.test(xml)) return false;
  const declarations = xml.match(MAIN_NAMESPACES) ?? [];
  return declarations.length === 1 && xml.includes(DECLARED_AS_W);
}
