import { z } from 'zod';

/**
 * Lists in translation files (FAQ entries, page sections, example chips) come back from
 * `t(key, { returnObjects: true })` untyped. Parsing them means a broken translation shows less,
 * not a crash.
 */
export function readList<T extends z.ZodType>(value: unknown, item: T): z.output<T>[] {
  const parsed = z.array(item).safeParse(value);
  return parsed.success ? parsed.data : [];
}

export const ZTextList = z.string();
export const ZTitledText = z.object({ title: z.string(), body: z.string() });
export const ZSection = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()).default([]),
  items: z.array(z.string()).default([]),
});
export type TSection = z.output<typeof ZSection>;
