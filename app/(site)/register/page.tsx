import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { KeepNextLink } from "@/components/auth/keep-next-link";
import { pageMetadata } from "@/lib/seo";
import { RegisterForm } from "./register-form";

export const metadata: Metadata = pageMetadata({
  title: "Register",
  description: "Create your free AnaesPrep account to start preparing for your anaesthesia exams.",
  path: "/register",
});

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create your account"
      description="Free to join. Fields marked * are required."
      footer={
        <>
          Already have an account? <KeepNextLink href="/login">Sign in</KeepNextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
