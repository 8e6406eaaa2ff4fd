import { z } from 'zod';

/** Ids are uuids; anything else names nothing, so a lookup answers 404 rather than letting the database refuse it. */
export function isUuid(id: string): boolean {
  return z.uuid().safeParse(id).success;
}
