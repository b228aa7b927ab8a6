import { downloadResponse } from "@/lib/files/download";
import { readQuery, withAdmin } from "@/lib/api/handler";
import { templateFile, templateQuery } from "@/lib/quizzes/export";

/** The spreadsheet template of questions (`?format=xlsx|csv`): the columns and one worked example. */
export const GET = withAdmin(async (request) => {
  const { format } = readQuery(request, templateQuery);
  return downloadResponse(await templateFile(format));
});
