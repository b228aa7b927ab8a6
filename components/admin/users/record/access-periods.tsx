import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import { CardSection } from "@/components/ui/card";
import { accessName, ATTEMPTS_PER_ENTITLEMENT } from "@/lib/entitlements/terms";
import { formatDateTime } from "@/lib/format";
import type { AccessPeriod, LearnerRecord } from "../types";
import { LatestOf, NoneYet, PeriodStateBadge } from "./record-parts";

const attemptsText = (period: AccessPeriod) =>
  period.attemptsLeft === null ? `${period.attemptsUsed} used` : `${period.attemptsUsed} used · ${period.attemptsLeft} left`;

/** Every access period, the latest end first: what it covers, from and until when, its state and its attempts. */
export function AccessPeriods({ periods }: { periods: LearnerRecord["periods"] }) {
  return (
    <CardSection
      id="record-access"
      title="Access"
      description={`Each period this learner holds or held, the latest end first. Every period gives ${ATTEMPTS_PER_ENTITLEMENT} attempts per quiz.`}
    >
      {periods.items.length === 0 ? (
        <NoneYet>No access yet: it starts when a payment of theirs is approved.</NoneYet>
      ) : (
        <DataTable
          caption="Access periods, latest end first"
          head={
            <>
              <HeadCell>Access to</HeadCell>
              <HeadCell>From</HeadCell>
              <HeadCell>Until</HeadCell>
              <HeadCell>State</HeadCell>
              <HeadCell>Attempts</HeadCell>
            </>
          }
        >
          {periods.items.map((period) => (
            <Row key={period.id}>
              <Cell label="Access to" header className="break-words">
                {accessName(period.subjectName)}
              </Cell>
              <Cell label="From">
                <time dateTime={period.startsAt}>{formatDateTime(period.startsAt)}</time>
              </Cell>
              <Cell label="Until">
                <time dateTime={period.endsAt}>{formatDateTime(period.endsAt)}</time>
              </Cell>
              <Cell label="State">
                <span>
                  <PeriodStateBadge state={period.state} />
                </span>
              </Cell>
              <Cell label="Attempts" className="whitespace-nowrap tabular-nums">
                {attemptsText(period)}
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
      <LatestOf list={periods} />
    </CardSection>
  );
}
