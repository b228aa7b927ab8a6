import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ChangePasswordForm } from "./change-password-form";
import { SignOutEverywhere } from "./sign-out-everywhere";

/** The Settings screen for learners (/profile/settings) and admins (/admin/settings); `children` follow (learners' own settings). */
export function PasswordSettings({ children }: { children?: ReactNode }) {
  return (
    <div>
      <PageHeader title="Settings" description="Manage how you sign in to AnaesPrep." />
      <Card as="section" aria-labelledby="change-password-title" className="sm:p-8">
        <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
          Change password
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Enter your current password, then choose a new one. Other devices signed in to your account will be signed out.
        </p>
        <ChangePasswordForm />
      </Card>
      <Card as="section" aria-labelledby="sessions-title" className="mt-6 sm:p-8">
        <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
          Signed-in devices
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Lost a phone, or signed in on a shared computer? Sign out of AnaesPrep on every device at once.
        </p>
        <SignOutEverywhere />
      </Card>
      {children}
    </div>
  );
}
