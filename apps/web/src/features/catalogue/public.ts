/*
 * What other features may use of the catalogue (decision 040): the categories (the studio and the protocols list
 * file their work under them) and the home search's results (shown by the landing page's search box).
 */
export { categoriesQuery, categoryOptions } from './api/catalogue-queries.ts';
export { HomeSearchResults } from './components/home-search-results.tsx';
