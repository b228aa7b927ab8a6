"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { Tabs } from "../tabs";
import type { AdminSubject } from "../types";
import { AddSubjectForm } from "./add-subject-form";
import { SubjectList } from "./subject-list";

/** /admin/subject: the "Add Subject" and "Show Subjects" tabs over the subjects the page loaded. */
export function SubjectsAdmin({ subjects }: { subjects: AdminSubject[] }) {
  const router = useRouter();
  const [tab, setTab] = useState("add");

  return (
    <Card className="p-4 sm:p-6">
      <Tabs
        label="Subjects"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { id: "add", label: "Add Subject", panel: <AddSubjectForm onAdded={() => router.refresh()} /> },
          { id: "list", label: "Show Subjects", panel: <SubjectList subjects={subjects} /> },
        ]}
      />
    </Card>
  );
}
