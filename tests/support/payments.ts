import { randomUUID } from "node:crypto";
import { POST as addPayment } from "@/app/api/payment/add/route";
import { samplePdf, samplePng } from "@/db/seed-files";
import { call } from "./http";

export const pngFile = (name = "proof.png") => new File([Buffer.from(samplePng())], name, { type: "image/png" });
export const pdfFile = () => new File([Buffer.from(samplePdf("Receipt"))], "receipt.pdf", { type: "application/pdf" });
export const newTransactionId = () => `TXN-${randomUUID().slice(0, 12)}`;

export function orderForm(fields: {
  cart?: { subjectId: string; price?: number }[];
  isMonthlySub?: "YES" | "NO";
  transactionId?: string;
  amount?: string;
  file?: File | null;
}) {
  const form = new FormData();
  form.set("bankName", "HBL");
  form.set("accountHolder", "Test Learner");
  form.set("transactionId", fields.transactionId ?? newTransactionId());
  form.set("amount", fields.amount ?? "1");
  form.set("isMonthlySub", fields.isMonthlySub ?? "NO");
  form.set("cart", JSON.stringify(fields.cart ?? []));
  if (fields.file !== null) form.set("file", fields.file ?? pngFile());
  return form;
}

export async function placeOrderAs(cookie: string, fields: Parameters<typeof orderForm>[0]) {
  return call(addPayment, { cookie, body: orderForm(fields), method: "POST" });
}
