const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` has the shape of a database id (a uuid). One that has not names no row: callers
 * answer 404, like any unknown id, without asking the database (which would refuse it as malformed).
 */
export const isUuid = (id: string) => UUID.test(id);
