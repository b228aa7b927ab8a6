"use client";

import { useState } from "react";
import { Card } from "@/components/ui/card";
import { Tabs } from "../tabs";
import type { AdminSubject } from "../types";
import { useApiList } from "../use-api-list";
import { AddSubjectForm } from "./add-subject-form";
import { SubjectList } from "./subject-list";

/** /admin/subject: the "Add Subject" and "Show Subjects" tabs over one subject list. */
export function SubjectsAdmin() {
  const [tab, setTab] = useState("add");
  const subjects = useApiList<AdminSubject>("/api/subjects");
  const reload = () => void subjects.reload();

  return (
    <Card className="p-4 sm:p-6">
      <Tabs
        label="Subjects"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { id: "add", label: "Add Subject", panel: <AddSubjectForm onAdded={reload} /> },
          {
            id: "list",
            label: "Show Subjects",
            panel: <SubjectList subjects={subjects.items} status={subjects.status} onRetry={subjects.retry} onChanged={reload} />,
          },
        ]}
      />
    </Card>
  );
}
