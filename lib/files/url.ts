/** Where the browser reads a stored file: through the access check of lib/files/access.ts, never from storage directly. */
export const fileUrl = (key: string) => `/api/files/${key}`;
