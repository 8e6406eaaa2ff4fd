import { data, type Params } from 'react-router';
import { NOT_FOUND_PAGE_TEXT } from '@ito/contracts/common/messages';

/** An opaque id: what the server hands out (uuid, nanoid, slug). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE = /^[1-9]\d{0,5}$/;
const INDEX = /^\d{1,4}$/;
/** Catalogue filter values are free text (a search can hold spaces) but never control characters or slashes. */
const FILTER = /^[^\p{Cc}/]{1,200}$/u;

/**
 * Each route parameter is validated by its name. A value that fails is a page that cannot exist,
 * so it gets the same 404 as an unknown route rather than a request the server must reject.
 */
const RULES: Record<string, RegExp> = {
  id: ID,
  service: ID,
  protocol: ID,
  assessment: ID,
  question: ID,
  module: ID,
  hierarchy: /^[A-Za-z0-9_.-]{1,64}$/,
  index: INDEX,
  tab: /^[a-z][a-z0-9-]{0,31}$/,
  target: ID,
  username: /^[A-Za-z0-9_.-]{1,64}$/,
  shortcode: /^[A-Za-z0-9_-]{1,32}$/,
  secret: /^[A-Za-z0-9_-]{8,128}$/,
  page: PAGE,
  category: FILTER,
  tag: FILTER,
  // Closed lists: `all` is the placeholder of an unset segment (features/catalogue/lib/catalogue-url.ts).
  level: /^(?:all|all-levels|beginner|intermediate|advanced)$/,
  signs: FILTER,
  time: /^(?:all|short|medium|long|extended)$/,
  access: /^(?:all|free|paid|subscription)$/,
  order: /^[a-z_]{1,20}$/,
  popular: /^(?:all|popular)$/,
  search: FILTER,
  // The directory filters by a whole minimum rating (1-5).
  rating: /^(?:[1-5]|all)$/,
  role: FILTER,
};

export function notFound(): never {
  throw data(NOT_FOUND_PAGE_TEXT, { status: 404, statusText: 'Not Found' });
}

/** True when every present parameter matches its rule; unknown names only need to be non-empty. */
export function areParamsValid(params: Params): boolean {
  return Object.entries(params).every(([name, value]) => {
    if (value === undefined) return true; // an optional segment that is absent
    const rule = RULES[name];
    return rule ? rule.test(value) : value.trim().length > 0;
  });
}

export function validateParams(params: Params): void {
  if (!areParamsValid(params)) notFound();
}
