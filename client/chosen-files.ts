/**
 * The browser keeps a snapshot of a chosen file: once the file is edited on disk, reading it fails
 * and the upload would end as "Could not reach the server". Reading each file of a form first
 * tells that apart and says what to do (docs/rules.md, "Files and notes").
 */
export const FILE_CHANGED_MESSAGE = "The file changed since you chose it; choose it again.";

/** FILE_CHANGED_MESSAGE when a file of the form can no longer be read, else null. */
export async function changedFileMessage(form: FormData): Promise<string | null> {
  for (const value of form.values()) {
    if (typeof value === "string") continue;
    try {
      await value.arrayBuffer();
    } catch {
      return FILE_CHANGED_MESSAGE;
    }
  }
  return null;
}
