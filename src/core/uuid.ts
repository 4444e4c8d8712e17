const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id of the API (a booking, a car, an offer...) as an address may carry it: a UUID, in either case. */
export const isUuid = (value: string) => uuidPattern.test(value);
