import type { z } from 'zod';
import type { ZNextAction } from '@ito/contracts/commerce/orders';

export type TNextAction = z.infer<typeof ZNextAction>;
