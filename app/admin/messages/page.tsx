import type { Metadata } from "next";
import { MessageCard } from "@/components/admin/messages/message-card";
import { MessageFilterNav } from "@/components/admin/messages/message-filter";
import { EmptyState } from "@/components/ui/empty-state";
import { MailIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { listContactMessages, openMessageCount } from "@/lib/contact/messages";
import { messageFilterSchema, type MessageFilter } from "@/lib/contact/schema";

export const metadata: Metadata = { title: "Messages" };

type Props = { searchParams: Promise<{ filter?: string | string[] }> };

const EMPTY: Record<MessageFilter, { title: string; text: string }> = {
  open: { title: "No open messages", text: "You're all caught up. New messages from the contact form appear here." },
  handled: { title: "No handled messages", text: "Messages you mark as handled move here." },
  all: { title: "No messages yet", text: "Messages sent through the contact form appear here." },
};

export default async function AdminMessagesPage({ searchParams }: Props) {
  await requirePageAdmin();
  const filter = messageFilterSchema.catch("open").parse((await searchParams).filter);
  const [shown, openCount] = await Promise.all([listContactMessages(filter), openMessageCount()]);

  return (
    <>
      <PageHeader title="Messages" description="Messages sent through the contact form. Reply by email, then mark each one handled." />
      <div className="mb-5">
        <MessageFilterNav value={filter} openCount={openCount} />
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={<MailIcon />} title={EMPTY[filter].title}>
          {EMPTY[filter].text}
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {shown.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
