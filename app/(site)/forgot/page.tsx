import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Forgot Password" };

export default function ForgotPasswordPage() {
  return (
    <Container className="py-10 sm:py-12">
      <ComingSoon title="Forgot Password" description="Reset your password with a one-time code sent to your email.">
        <ButtonLink href="/login" variant="outline">Back to login</ButtonLink>
      </ComingSoon>
    </Container>
  );
}
