// A Word document of MCQs as authors write them, for the benches: each question a numbered stem,
// five options, an "Answer:" line, an explanation, a reference and tags, written as Word writes
// runs (properties and revision ids on every run, a paragraph split into runs every six words).
import { zipParts } from "../zip-parts.mjs";

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
let rsid = 0;
/** A run as Word writes one: font, size and a revision id, whatever the text. */
const run = (text, bold = false) =>
  `<w:r w:rsidR="00${(rsid++ % 0xffffff).toString(16).padStart(6, "0")}"><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/>${bold ? "<w:b/>" : ""}<w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-GB"/></w:rPr><w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
/** A paragraph whose text is split over runs every few words, as Word leaves it after edits. */
const para = (text) => {
  const words = text.split(/(?<= )/);
  const runs = [];
  for (let at = 0; at < words.length; at += 6) runs.push(run(words.slice(at, at + 6).join("")));
  return `<w:p w:rsidR="00A1B2C3" w:rsidRDefault="00A1B2C3"><w:pPr><w:spacing w:after="120"/></w:pPr>${runs.join("")}</w:p>`;
};

/** The document's XML: a title, then `count` questions in the shapes authors write. */
export function documentXml(count) {
  const body = [];
  body.push(para("Anaesthesia question bank"));
  for (let i = 1; i <= count; i++) {
    body.push(
      para(
        `${i}. A ${20 + (i % 60)}-year-old patient presents for elective surgery after induction with propofol and fentanyl; which of the following is the most likely explanation for finding ${i}?`,
      ),
      ...[
        "Anaphylaxis to the muscle relaxant",
        "Myocardial ischaemia from hypotension",
        "Pulmonary embolism",
        "Tension pneumothorax",
        "Oesophageal spasm",
      ].map((option, index) => para(`${String.fromCharCode(65 + index)}. ${option} (${i})`)),
      para(`Answer: ${String.fromCharCode(65 + (i % 5))}`),
      para(
        "Explanation: Hypotension after induction reduces coronary perfusion pressure, and the ECG shows ST depression in the lateral leads.",
      ),
      para("Reference: Miller's Anesthesia, 9th edition, chapter 54"),
      para("Tags: Cardiology, Induction"),
    );
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body.join("")}<w:sectPr/></w:body></w:document>`;
}

const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
/** The .docx's bytes, deflated as Word's are. */
export function wordDocument(count) {
  return zipParts(
    [
      [
        "[Content_Types].xml",
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ],
      [
        "_rels/.rels",
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ],
      ["word/document.xml", documentXml(count)],
    ],
    { deflate: true },
  );
}
