"use client";

import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { TagIcon } from "@/components/ui/icons";
import type { TagView } from "@/lib/tags";
import { TagRow } from "./tag-row";

/** /admin/tags: every tag with its question count; rename and merge per row. */
export function TagsAdmin({ tags }: { tags: TagView[] }) {
  if (tags.length === 0) {
    return (
      <Card>
        <EmptyState icon={<TagIcon className="size-6" />} title="No tags yet">
          Tags are created when a question is saved or imported with them.
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card className="p-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tags and how many questions carry each</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Tag
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Questions
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} others={tags.filter((other) => other.id !== tag.id)} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}
