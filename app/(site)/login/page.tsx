import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { TextLink } from "@/components/ui/text-link";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Login" };

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to continue your preparation."
      footer={
        <>
          New to AnaesPrep? <TextLink href="/register">Create an account</TextLink>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
