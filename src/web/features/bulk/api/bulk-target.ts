import type { BulkRequestInput } from '#shared/schemas/bulk';

/** The list's filters as the bulk request takes them (the list's own query values). */
export type BulkFilterInput = NonNullable<BulkRequestInput['filter']>;
/** Which clients a bulk request is for. */
export type BulkTarget = { ids: string[] } | { filter: BulkFilterInput };
