import type { Metadata } from "next";
import { TagsAdmin } from "@/components/admin/tags/tags-admin";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { listTags } from "@/lib/tags";

export const metadata: Metadata = { title: "Tags" };

export default async function AdminTagsPage() {
  const admin = await requirePageAdmin();
  const tags = await listTags(admin);
  return (
    <>
      <PageHeader
        title="Tags"
        description="Tags group questions by topic across quizzes. Rename a tag, or merge a duplicate into the tag to keep."
      />
      <TagsAdmin tags={tags} />
    </>
  );
}
