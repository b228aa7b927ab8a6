const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else cannot name a row (a 404, or ignored, never a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);
