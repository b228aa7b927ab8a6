import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

const CONFIRM_MISMATCH = "Confirm Password not match.";
const MIN_LENGTH = 8; // the server's rule (lib/auth/password); it answers with its own message too

type NewPasswordFieldsProps = {
  idPrefix: string;
  /** Form name of the new password: "password" (reset) or "newPassword" (change). */
  name: "password" | "newPassword";
  label?: string;
  errors: { password?: string; confirmPassword?: string };
  onPasswordChange?: () => void;
  onConfirmChange?: () => void;
};

/** "New password" + "Confirm password"; the confirmation's id is `${idPrefix}-confirmPassword`. */
export function NewPasswordFields({
  idPrefix,
  name,
  label = "New password",
  errors,
  onPasswordChange,
  onConfirmChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-${name}`} label={label} required hint={`At least ${MIN_LENGTH} characters.`} error={errors.password}>
        {(c) => (
          <Input
            {...c}
            name={name}
            type="password"
            autoComplete="new-password"
            minLength={MIN_LENGTH}
            maxLength={200}
            onChange={onPasswordChange}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-confirmPassword`} label="Confirm password" required error={errors.confirmPassword}>
        {(c) => (
          <Input {...c} name="confirmPassword" type="password" autoComplete="new-password" maxLength={200} onChange={onConfirmChange} />
        )}
      </Field>
    </>
  );
}

/** True when both match; otherwise shows "Confirm Password not match." under the confirmation (not toasted as well). */
export function confirmationMatches(
  password: string,
  confirmation: string,
  fail: (field: "confirmPassword", message: string) => void,
): boolean {
  if (password === confirmation) return true;
  fail("confirmPassword", CONFIRM_MISMATCH);
  return false;
}
