import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { REASON_MAX_LENGTH } from "@/lib/single-line";

type ReasonFieldProps = {
  id: string;
  /** An example of a good reason, under the field. */
  hint: string;
  value: string;
  error?: string;
  onChange: (reason: string) => void;
};

/** The required one-line reason an admin gives for a change the app records (extra time, an access extension). */
export function ReasonField({ id, hint, value, error, onChange }: ReasonFieldProps) {
  return (
    <Field id={id} label="Reason" required hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          value={value}
          maxLength={REASON_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
