import { z } from 'zod';

/**
 * The largest magnitude of a measured or scored quantity (a KPI reading or target, a score threshold). Far past any
 * real reading, and well inside what every column and JSON number keeps exactly (decision 021).
 */
export const MEASURE_MAX = 1_000_000_000;

const MEASURE_MESSAGE = 'Enter a number between -1,000,000,000 and 1,000,000,000.';

export const ZMeasure = z.number().finite().min(-MEASURE_MAX, MEASURE_MESSAGE).max(MEASURE_MAX, MEASURE_MESSAGE);
