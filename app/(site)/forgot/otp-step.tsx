"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { RESEND_COOLDOWN_SECONDS, resendCode } from "./send-code";

const FIELDS = ["otp"] as const;

type OtpStepProps = { email: string; defaultOtp: string; onVerified: (otp: string) => void; onChangeEmail: () => void };

/** Step 2: the 6-digit code from the email; it can be sent again or the email changed. */
export function OtpStep({ email, defaultOtp, onVerified, onChangeEmail }: OtpStepProps) {
  const [otp, setOtp] = useState(defaultOtp);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const wait = useSecondsUntil(resendAt);
  const { submitting, errors, submit, clearError } = useFormSubmit(FIELDS, "forgot");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(
      "/api/users/verify-otp",
      { email, otp },
      {
        fallback: "OTP is not verified. Please try again.",
        onSuccess: (result) => {
          toast.success(result.message ?? "OTP is verified");
          onVerified(otp);
        },
      },
    );
  }

  async function onResend() {
    setResending(true);
    if (await resendCode(email)) {
      setOtp("");
      setResendAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    }
    setResending(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">
        If <strong className="font-semibold break-all text-slate-900">{email}</strong> belongs to an account, we have emailed it a 6-digit
        code. It is valid for 10 minutes.
      </p>
      <Field id="forgot-otp" label="OTP" required hint="The 6-digit code from the email." error={errors.otp}>
        {(c) => (
          <Input
            {...c}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            title="The 6-digit code from the email"
            maxLength={6}
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, "").slice(0, 6));
              clearError("otp")();
            }}
            className="font-mono text-lg tracking-[0.4em] sm:text-lg"
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={submitting} loadingText="Verifying…">
        Verify OTP
      </Button>
      <div className="-mx-3 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          Change email
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void onResend()} disabled={wait > 0} loading={resending} loadingText="Sending…">
          {wait > 0 ? `Resend code in ${wait}s` : "Resend code"}
        </Button>
      </div>
    </form>
  );
}

/** Whole seconds left until `deadline` (epoch ms), ticking once a second. */
function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
