/**
 * The id of the `<script type="application/json">` element of a served `index.html` that carries its page's first
 * API answer for a signed-out visitor (decision 031): written by apps/server/src/platform/first-data.ts, read once
 * by apps/web/src/shared/api/first-data.ts. Its own module, so the web app's entry does not carry it.
 */
export const FIRST_DATA_ELEMENT_ID = 'ito-first-data';
