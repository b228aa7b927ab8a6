import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { TextLink } from "@/components/ui/text-link";
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
          Remembered it? <TextLink href="/login">Back to login</TextLink>
        </>
      }
    >
      <ForgotFlow />
    </AuthCard>
  );
}
