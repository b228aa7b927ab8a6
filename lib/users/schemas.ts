import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password";
import { dayOf, parseDay } from "@/lib/plan/days";
import { singleLine } from "@/lib/single-line";

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
  .max(100, "Name is too long.")
  .pipe(singleLine("Name"));

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

export const otpSchema = z
  .string({ error: "Please enter the 6-digit code." })
  .trim()
  .regex(/^\d{6}$/, "Please enter the 6-digit code.");

export const forgotSchema = z.object({ email: emailSchema });
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
export const resetPasswordSchema = z.object({ email: emailSchema, otp: otpSchema, password: newPasswordSchema });

const optionalLine = (max: number, label: string) => z.string().trim().max(max, `${label} is too long.`).pipe(singleLine(label));

/**
 * The exam date: a real `YYYY-MM-DD` day strictly after today in Pakistan time (the server's
 * clock), or null to clear it (docs/rules.md, "Study plan").
 */
export const examDateSchema = z
  .string({ error: "must be a date as YYYY-MM-DD, or null." })
  .refine((text) => parseDay(text) !== null, { message: "must be a real date as YYYY-MM-DD.", abort: true })
  .refine((day) => day > dayOf(new Date()), "must be after today.")
  .nullable();

export const EXTRA_TIME_REFUSAL = "Only an admin can set extra time.";

export const profileUpdateSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  address: optionalLine(300, "Address").default(""),
  /** Grand-test leaderboards show the name when true, initials otherwise; absent keeps it. */
  showOnLeaderboard: z.boolean("must be true or false").optional(),
  /** Absent keeps it. */
  examDate: examDateSchema.optional(),
  /** Never the learner's to set: present at all, it is refused (EXTRA_TIME_REFUSAL). */
  extraTimePercent: z.unknown().optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Please enter your current password." }).min(1, "Please enter your current password.").max(200),
  newPassword: newPasswordSchema,
});
