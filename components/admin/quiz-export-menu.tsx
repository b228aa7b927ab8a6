"use client";

import { buttonClasses } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";

const FORMATS = [
  { format: "gift", label: "GIFT (Moodle)" },
  { format: "xlsx", label: "Excel (XLSX)" },
  { format: "csv", label: "CSV" },
] as const;

/** Starts a download without leaving the page: the server answers it as an attachment. */
export function download(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/** "Export ▾": the quiz as GIFT, XLSX or CSV, with its answer key (admins only; the server checks). */
export function QuizExportMenu({ quizId, name }: { quizId: string; name: string }) {
  return (
    <Menu
      label={`Export ${name}`}
      align="end"
      triggerClassName={buttonClasses({ variant: "outline", size: "sm", className: "gap-1" })}
      trigger={
        <>
          Export
          <ChevronDownIcon className="size-4" aria-hidden />
        </>
      }
      items={FORMATS.map(({ format, label }) => ({
        label,
        onSelect: () => download(`/api/quiz/${encodeURIComponent(quizId)}/export?format=${format}`),
      }))}
    />
  );
}
