import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { KeepNextLink } from "@/components/auth/keep-next-link";
import { pageMetadata } from "@/lib/seo";
import { ForgotFlow } from "./forgot-flow";

export const metadata: Metadata = pageMetadata({
  title: "Forgot Password",
  description: "Reset your AnaesPrep password with a 6-digit code sent to your email.",
  path: "/forgot",
});

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Reset your password with a one-time code sent to your email."
      footer={
        <>
          Remembered it? <KeepNextLink href="/login">Back to login</KeepNextLink>
        </>
      }
    >
      <ForgotFlow />
    </AuthCard>
  );
}
