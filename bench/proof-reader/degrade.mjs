// What phones and WhatsApp do to a screenshot before it reaches the app, for the proof reader's bench:
// a crop of the status bar, a scale (0.6–1.5: another phone's screen, a zoom), a slight rotation
// (a photo of a screen, ±2°), a JPEG at quality 50–90 and often a second recompression (a forward),
// bounded to 1600 px on the long side as WhatsApp sends images. Some stay the PNG a phone saves.
import sharp from "sharp";
import { STATUS_BAR, receiptPng, receiptSvg } from "./draw.mjs";

/** The degraded image of `spec` and the steps taken, drawn from `d` (the bench's seeded draws). */
export async function degradedReceipt(spec, d) {
  const { background } = receiptSvg(spec);
  const steps = [];
  let image = sharp(await receiptPng(spec));
  let { width, height } = await image.metadata();
  if (d.chance(0.35)) {
    image = sharp(await image.extract({ left: 0, top: STATUS_BAR, width, height: height - STATUS_BAR }).toBuffer());
    height -= STATUS_BAR;
    steps.push("crop status bar");
  }
  const scale = d.between(0.6, 1.5);
  width = Math.round(width * scale);
  height = Math.round(height * scale);
  image = sharp(await image.resize(width, height).toBuffer());
  steps.push(`scale ${scale.toFixed(2)}`);
  if (d.chance(0.5)) {
    const degrees = d.between(-2, 2);
    image = sharp(await image.rotate(degrees, { background }).toBuffer());
    steps.push(`rotate ${degrees.toFixed(2)}°`);
  }
  if (d.chance(0.15)) {
    steps.push("png");
    return { bytes: await image.png().toBuffer(), contentType: "image/png", steps };
  }
  const quality = d.int(50, 90);
  let bytes = await image.jpeg({ quality }).toBuffer();
  steps.push(`jpeg q${quality}`);
  if (d.chance(0.5)) {
    const again = d.int(50, 80);
    bytes = await sharp(bytes).resize(1600, 1600, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: again }).toBuffer();
    steps.push(`recompressed q${again}`);
  }
  return { bytes, contentType: "image/jpeg", steps };
}
