import { z } from 'zod';

/**
 * A record's id in a path (`/api/.../:id`): a uuid. A malformed id names nothing, so the server answers it exactly
 * as it answers an unknown one, 404 `errors.not_found`, before the handler runs (decision 075): services never
 * check an id's shape by hand, and the database never sees one that is not a uuid.
 */
export const ZId = z.uuid();
