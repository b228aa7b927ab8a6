import { buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type SearchFormProps = {
  id: string;
  /** The visible-to-screen-readers label, e.g. "Search notes". */
  label: string;
  placeholder: string;
  value: string;
  /** Filters kept when searching (hidden fields); the page is not kept: a new search starts at page 1. */
  keep?: Record<string, string | undefined>;
  /** What may be searched, shown under the field: for a list a short placeholder cannot name at 390 px. */
  hint?: string;
};

/** A plain GET search form: the search lands in the address, so a result can be shared and reloaded. */
export function SearchForm({ id, label, placeholder, value, keep = {}, hint }: SearchFormProps) {
  const hintId = `${id}-hint`;
  return (
    <form role="search" method="get" className="w-full sm:max-w-md">
      <div className="flex gap-2">
        {Object.entries(keep).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          id={id}
          name="search"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
        />
        <button type="submit" className={buttonClasses({ variant: "outline", className: "h-11" })}>
          Search
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </form>
  );
}
