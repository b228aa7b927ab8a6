/** Question images live under "images/<uuid>" (see lib/storage/driver.ts); safe for the client. */
export const IMAGE_KEY_PATTERN = /^images\/[0-9a-f-]{36}$/;

/** Where the browser fetches a stored question image (through the access check of /api/files). */
export const imageUrl = (key: string) => `/api/files/${key}`;
