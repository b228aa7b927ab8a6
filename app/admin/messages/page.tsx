import type { Metadata } from "next";
import { MessageCard } from "@/components/admin/messages/message-card";
import { MessageFilterNav } from "@/components/admin/messages/message-filter";
import { EmptyState } from "@/components/ui/empty-state";
import { MailIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Pager, PastLastPage, rangeText } from "@/components/ui/pager";
import { firstParam, readPageParams, type SearchParams } from "@/lib/pagination";
import { requirePageAdmin } from "@/lib/auth/session";
import { listContactMessages, openMessageCount } from "@/lib/contact/messages";
import { messageFilterSchema, type MessageFilter } from "@/lib/contact/schema";

export const metadata: Metadata = { title: "Messages" };

type Props = { searchParams: Promise<SearchParams> };

const PATH = "/admin/messages";

const EMPTY: Record<MessageFilter, { title: string; text: string }> = {
  open: { title: "No open messages", text: "You're all caught up. New messages from the contact form appear here." },
  handled: { title: "No handled messages", text: "Messages you mark as handled move here." },
  all: { title: "No messages yet", text: "Messages sent through the contact form appear here." },
};

export default async function AdminMessagesPage({ searchParams }: Props) {
  await requirePageAdmin();
  const params = await searchParams;
  const filter = messageFilterSchema.catch("open").parse(firstParam(params, "filter"));
  const [shown, openCount] = await Promise.all([listContactMessages({ ...readPageParams(params), filter }), openMessageCount()]);
  const query = { filter: filter === "open" ? undefined : filter };

  return (
    <>
      <PageHeader title="Messages" description="Messages sent through the contact form. Reply by email, then mark each one handled." />
      <div className="mb-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <MessageFilterNav value={filter} openCount={openCount} />
        <p className="text-sm text-slate-600 tabular-nums">{rangeText(shown, "message")}</p>
      </div>
      {shown.total === 0 ? (
        <EmptyState icon={<MailIcon />} title={EMPTY[filter].title}>
          {EMPTY[filter].text}
        </EmptyState>
      ) : shown.items.length === 0 ? (
        <PastLastPage info={shown} path={PATH} query={query} />
      ) : (
        <ul className="space-y-4">
          {shown.items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      <Pager info={shown} path={PATH} query={query} label="Messages pages" />
    </>
  );
}
