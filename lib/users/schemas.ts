import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password";

export const emailSchema = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long.")
  .pipe(z.email("Please enter a valid email address."));

export const newPasswordSchema = z
  .string({ error: "Please enter a password." })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, "Password is too long.");

export const nameSchema = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(100, "Name is too long.");

export const phoneSchema = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,19}$/, "Please enter a valid phone number, e.g. 03001234567.");

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: nameSchema,
  phone: phoneSchema,
});

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(200),
});
