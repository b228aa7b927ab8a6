/**
 * The proof reader's note (`reason`), as the desk shows it to an admin: the reader names fields
 * as the API does (`transactionId`, `amountPkr`) and its doubts as OCR confidence figures; the
 * desk says the field's name and that the reader was not sure. Pure: the stored note stays as
 * written, for the API and for whoever debugs the reader.
 */
const FIELD_NAMES: Record<string, string> = {
  transactionId: "transaction number",
  amountPkr: "amount",
  paidAt: "date",
  bank: "bank",
  reference: "reference",
};

export function readerNoteText(reason: string): string {
  return reason
    .replace(/\b(transactionId|amountPkr|paidAt|bank|reference): /g, (_, field: string) => `${FIELD_NAMES[field]}: `)
    .replace(/OCR was unsure of ("[^"]*") \(confidence \d+\)/g, "the reader was not sure of $1")
    .replace(/letters OCR confuses/g, "letters the reader confuses");
}
