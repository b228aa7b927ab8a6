import { zipParts } from "../../bench/zip-parts.mjs";

/**
 * Word documents for the import tests, written part by part as Word writes them (WordprocessingML
 * in a zip): runs with bold, underline or highlight, soft breaks, automatic numbering from
 * numbering.xml, headings, pictures with alt text, and a way to add or replace raw parts.
 */
export type Run = string | { text: string; bold?: boolean; underline?: boolean; highlight?: string; softBreakBefore?: boolean };
export type Para = {
  runs: Run[];
  /** Word's automatic numbering: numId 1 is "1." then "a." nested; 2 is "A." lettered; 3 bullets. */
  list?: { numId: number; level: number };
  style?: "Heading1" | "Title";
  /** A picture embedded after the runs: the index into the document's images. */
  image?: number;
};
export type DocxImageSpec = { bytes: Buffer; extension: "png" | "jpeg" | "emf"; alt?: string; external?: boolean };

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A paragraph of plain runs: `p("1. Which drug?")`, `p("A. ", { text: "Propofol", bold: true })`. */
export const p = (...runs: Run[]): Para => ({ runs });
export const li = (numId: number, level: number, ...runs: Run[]): Para => ({ runs, list: { numId, level } });

function runXml(run: Run): string {
  const spec = typeof run === "string" ? { text: run } : run;
  const props = [
    "bold" in spec && spec.bold ? "<w:b/>" : "",
    "underline" in spec && spec.underline ? '<w:u w:val="single"/>' : "",
    "highlight" in spec && spec.highlight ? `<w:highlight w:val="${spec.highlight}"/>` : "",
  ].join("");
  const softBreak = "softBreakBefore" in spec && spec.softBreakBefore ? "<w:br/>" : "";
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}${softBreak}<w:t xml:space="preserve">${escape(spec.text)}</w:t></w:r>`;
}

function imageXml(index: number, spec: DocxImageSpec): string {
  const link = spec.external ? `r:link="rIdImg${index}"` : `r:embed="rIdImg${index}"`;
  return (
    `<w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/>` +
    `<wp:docPr id="${index + 1}" name="Picture ${index + 1}"${spec.alt ? ` descr="${escape(spec.alt)}"` : ""}/>` +
    `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>` +
    `<pic:nvPicPr><pic:cNvPr id="${index + 1}" name="image${index}"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip ${link}/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`
  );
}

function paragraphXml(para: Para, images: DocxImageSpec[]): string {
  const props = [
    para.style ? `<w:pStyle w:val="${para.style}"/>` : "",
    para.list ? `<w:numPr><w:ilvl w:val="${para.list.level}"/><w:numId w:val="${para.list.numId}"/></w:numPr>` : "",
  ].join("");
  const picture = para.image === undefined ? "" : imageXml(para.image, images[para.image]!);
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${para.runs.map(runXml).join("")}${picture}</w:p>`;
}

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';

const level = (ilvl: number, format: string, text: string) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/></w:lvl>`;
const NUMBERING =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering ${NS}>` +
  `<w:abstractNum w:abstractNumId="0">${level(0, "decimal", "%1.")}${level(1, "lowerLetter", "%2.")}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="1">${level(0, "upperLetter", "%1.")}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="2">${level(0, "bullet", "•")}</w:abstractNum>` +
  `<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>` +
  `<w:num w:numId="3"><w:abstractNumId w:val="2"/></w:num></w:numbering>`;
const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles ${NS}>` +
  `<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style></w:styles>`;
const MIME = { png: "image/png", jpeg: "image/jpeg", emf: "image/x-emf" };

/** The .docx of these paragraphs; `parts` adds or replaces parts by name (for hostile files). */
export function docx(paragraphs: Para[], options: { images?: DocxImageSpec[]; parts?: Record<string, string | Buffer> } = {}): Buffer {
  const images = options.images ?? [];
  const body = paragraphs.map((para) => paragraphXml(para, images)).join("");
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${NS}><w:body>${body}<w:sectPr/></w:body></w:document>`;
  const imageRels = images
    .map((image, index) =>
      image.external
        ? `<Relationship Id="rIdImg${index}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://example.invalid/${index}.png" TargetMode="External"/>`
        : `<Relationship Id="rIdImg${index}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image${index}.${image.extension}"/>`,
    )
    .join("");
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const parts: Record<string, string | Buffer> = {
    "[Content_Types].xml":
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      Object.entries(MIME)
        .map(([extension, mime]) => `<Default Extension="${extension}" ContentType="${mime}"/>`)
        .join("") +
      `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="word/document.xml"/></Relationships>`,
    "word/document.xml": document,
    "word/_rels/document.xml.rels":
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rIdNum" Type="${rel}/numbering" Target="numbering.xml"/><Relationship Id="rIdSty" Type="${rel}/styles" Target="styles.xml"/>${imageRels}</Relationships>`,
    "word/numbering.xml": NUMBERING,
    "word/styles.xml": STYLES,
  };
  images.forEach((image, index) => {
    if (!image.external) parts[`word/media/image${index}.${image.extension}`] = image.bytes;
  });
  Object.assign(parts, options.parts);
  return zipParts(Object.entries(parts));
}
