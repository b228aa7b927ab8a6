import { CardSection } from "@/components/ui/card";
import { accessName } from "@/lib/entitlements/terms";
import { countOf, formatDateTime } from "@/lib/format";
import type { LearnerRecord } from "../types";
import { LatestOf, NoneYet } from "./record-parts";

/** Every extension of the learner's access, newest first: how much, to what, from and to which end, why, who and when. */
export function ExtensionHistory({ extensions }: { extensions: LearnerRecord["extensions"] }) {
  return (
    <CardSection id="record-extensions" title="Extensions" description="Access an admin lengthened, newest first.">
      {extensions.items.length === 0 ? (
        <NoneYet>No extensions yet.</NoneYet>
      ) : (
        <ol className="space-y-2" aria-label="Extensions, newest first">
          {extensions.items.map((extension) => (
            <li key={extension.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <p>
                <span className="font-semibold text-slate-900">
                  {countOf(extension.days, "day")} more for {accessName(extension.subjectName)}
                </span>{" "}
                by {extension.extendedBy ? extension.extendedBy.name : "a removed admin"},{" "}
                <time dateTime={extension.extendedAt}>{formatDateTime(extension.extendedAt)}</time>
              </p>
              <p>
                Was until <time dateTime={extension.oldEndsAt}>{formatDateTime(extension.oldEndsAt)}</time>, then until{" "}
                <time dateTime={extension.newEndsAt}>{formatDateTime(extension.newEndsAt)}</time>.
              </p>
              <p className="break-words text-slate-600">{extension.reason}</p>
            </li>
          ))}
        </ol>
      )}
      <LatestOf list={extensions} />
    </CardSection>
  );
}
