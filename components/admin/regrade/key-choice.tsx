import { OptionLetter } from "@/components/quiz/option-letter";
import type { KeyOption } from "./types";

/** One checkbox per option: the ones ticked are the new key (one or more). */
export function KeyChoice({
  options,
  chosen,
  onChange,
  labelledBy,
}: {
  options: KeyOption[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  labelledBy: string;
}) {
  return (
    <fieldset aria-describedby={labelledBy}>
      <legend className="text-sm font-medium text-slate-800">Correct option(s)</legend>
      <ul className="mt-2 grid gap-2">
        {options.map((option, index) => {
          const checked = chosen.includes(option.id);
          return (
            <li key={option.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 px-3 py-2.5 has-[:checked]:border-emerald-500 has-[:checked]:bg-emerald-50">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(checked ? chosen.filter((id) => id !== option.id) : [...chosen, option.id])}
                  className="size-4 accent-emerald-600"
                />
                <OptionLetter index={index} className="bg-white text-slate-600 ring-slate-300" />
                <span className="min-w-0 flex-1 text-sm text-slate-900">{option.text}</span>
                {option.isCorrect && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">Current key</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
