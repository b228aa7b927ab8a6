"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/components/ui/cn";
import { EmailStep } from "./email-step";
import { OtpStep } from "./otp-step";
import { PasswordStep } from "./password-step";

type Step = 1 | 2 | 3;
const STEP_NAMES: Record<Step, string> = { 1: "Your email", 2: "Enter the code", 3: "New password" };

/** Forgot password: email → emailed 6-digit code → new password. */
export function ForgotFlow() {
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const panelRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Moving between steps puts focus on the new step's first field (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    panelRef.current?.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
  }, [step]);

  return (
    <div>
      <ol aria-label="Progress" className="mb-6 grid grid-cols-3 gap-2">
        {([1, 2, 3] as const).map((n) => (
          <li key={n} aria-current={n === step ? "step" : undefined} className="min-w-0">
            <span aria-hidden="true" className={cn("block h-1.5 rounded-full", n <= step ? "bg-brand-600" : "bg-slate-200")} />
            <span className={cn("mt-2 block truncate text-xs font-medium", n === step ? "text-brand-800" : "text-slate-500")}>
              <span className="sr-only">Step {n} of 3: </span>
              {STEP_NAMES[n]}
            </span>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        Step {step} of 3: {STEP_NAMES[step]}
      </p>
      <div ref={panelRef}>
        {step === 1 && (
          <EmailStep
            defaultEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setOtp("");
              setStep(2);
            }}
          />
        )}
        {step === 2 && (
          <OtpStep
            email={email}
            defaultOtp={otp}
            onVerified={(code) => {
              setOtp(code);
              setStep(3);
            }}
            onChangeEmail={() => setStep(1)}
          />
        )}
        {step === 3 && <PasswordStep email={email} otp={otp} onBack={() => setStep(2)} onCodeRejected={() => setStep(2)} />}
      </div>
    </div>
  );
}
