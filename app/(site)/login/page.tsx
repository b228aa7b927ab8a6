import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { KeepNextLink } from "@/components/auth/keep-next-link";
import { ReturnHint } from "@/components/auth/return-hint";
import { pageMetadata } from "@/lib/seo";
import { LoginForm } from "./login-form";

export const metadata: Metadata = pageMetadata({
  title: "Login",
  description: "Sign in to AnaesPrep to take your quizzes, see your results and read your notes.",
  path: "/login",
});

export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to continue your preparation."
      footer={
        <>
          New to AnaesPrep? <KeepNextLink href="/register">Create an account</KeepNextLink>
        </>
      }
    >
      <ReturnHint />
      <LoginForm />
    </AuthCard>
  );
}
