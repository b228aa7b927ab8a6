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
};

/** A plain GET search form: the search lands in the address, so a result can be shared and reloaded. */
export function SearchForm({ id, label, placeholder, value, keep = {} }: SearchFormProps) {
  return (
    <form role="search" method="get" className="flex w-full gap-2 sm:max-w-md">
      {Object.entries(keep).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} name="search" type="search" defaultValue={value} placeholder={placeholder} maxLength={100} autoComplete="off" />
      <button type="submit" className={buttonClasses({ variant: "outline", className: "h-11" })}>
        Search
      </button>
    </form>
  );
}
