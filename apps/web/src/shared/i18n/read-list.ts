import { isObject, isString, readShape } from '../lib/shape.ts';

/**
 * Lists in translation files (FAQ entries, page sections, example chips) come back from
 * `t(key, { returnObjects: true })` untyped. Reading them item by item means a broken translation shows
 * less, not a crash. (Plain checks rather than zod: the landing page should not download a schema library
 * to read its own texts.)
 */
export type ItemReader<T> = (item: unknown) => T | null;

/** Every item read, or nothing when the value is not a list or one item is malformed. */
export function readList<T>(value: unknown, readItem: ItemReader<T>): T[] {
  if (!Array.isArray(value)) return [];
  const items: T[] = [];
  for (const raw of value) {
    const item = readItem(raw);
    if (item === null) return [];
    items.push(item);
  }
  return items;
}

export const readText: ItemReader<string> = (item) => (isString(item) ? item : null);

export interface TTitledText {
  title: string;
  body: string;
}
export const readTitledText: ItemReader<TTitledText> = (item) =>
  readShape<TTitledText>(item, { title: isString, body: isString });

export interface TSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
/** A section needs a heading; paragraphs and items may be left out. */
export const readSection: ItemReader<TSection> = (item) => {
  if (!isObject(item) || !isString(item.heading)) return null;
  const { heading, paragraphs = [], items = [] } = item;
  return isTextList(paragraphs) && isTextList(items) ? { heading, paragraphs, items } : null;
};
