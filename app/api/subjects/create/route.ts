import { readJson, withAdmin } from "@/lib/api/handler";
import { created } from "@/lib/api/respond";
import { createSubject } from "@/lib/subjects/admin";
import { subjectInputSchema } from "@/lib/subjects/schemas";

export const POST = withAdmin(async (request) =>
  created(await createSubject(await readJson(request, subjectInputSchema)), "Added Subject Successfully"),
);
