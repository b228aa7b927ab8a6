import { z } from "zod";
import { singleLine } from "@/lib/single-line";

export const subjectIdSchema = z.uuid("Unknown subject.");

const price = z.coerce
  .number({ error: "Price must be a number." })
  .refine(Number.isFinite, "Price must be a number.")
  .min(0, "Price cannot be negative.")
  .max(1_000_000, "Price is too high (PKR 1,000,000 at most).")
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), "Price can have at most 2 decimals.");

export const subjectInputSchema = z.object({
  name: z
    .string({ error: "Please add the subject title." })
    .trim()
    .min(1, "Please add the subject title.")
    .max(120, "Title is too long (120 characters at most).")
    .pipe(singleLine("Title")),
  description: z
    .string()
    .trim()
    .max(2000, "Description is too long (2,000 characters at most).")
    .nullish()
    .transform((value) => (value ? value : null)),
  price,
});

export const subjectUpdateSchema = subjectInputSchema.extend({ id: subjectIdSchema });
