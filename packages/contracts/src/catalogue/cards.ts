import { z } from 'zod';
import { ZId } from '../common/ids.ts';
import { ZMoney } from '../common/money.ts';
import { PROGRAM_ACCESS, PROGRAM_LEVELS } from '../programs/fields.ts';

/** The program card every list shows (catalogue, bookmarks, profiles, search). */
export const ZProgramCard = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** Stored file name (served at `public/files/{size}/{name}`), or null. */
  cover: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  tags: z.array(z.string()),
  level: z.enum(PROGRAM_LEVELS),
  signs: z.array(z.string()),
  duration_weeks: z.number().int().nullable(),
  access: z.enum(PROGRAM_ACCESS),
  price_minor: ZMoney.shape.amount_minor,
  currency: ZMoney.shape.currency,
  rating: z.number(),
  rating_count: z.number().int(),
  popularity: z.number().int(),
  published_at: z.string().nullable(),
  creator: z.object({
    id: z.string(),
    full_name: z.string(),
    username: z.string().nullable(),
    avatar: z.string().nullable(),
    profession: z.string().nullable(),
  }),
});
export type TProgramCard = z.infer<typeof ZProgramCard>;

/** A creator as the directory, search and profile show them. */
export const ZCreatorCard = z.object({
  id: z.string(),
  full_name: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  profession: z.string().nullable(),
  /** At most 200 characters. */
  bio: z.string().nullable(),
  rating: z.number(),
  rating_count: z.number().int(),
  /** Published, listed programs. */
  program_count: z.number().int(),
  /** Sum of those programs' popularity (current followers). */
  followers: z.number().int(),
});
export type TCreatorCard = z.infer<typeof ZCreatorCard>;

/** `:id` params: a malformed id is a 404, like an unknown one (checked in the route). */
export const ZProgramIdParams = z.object({ id: ZId });
