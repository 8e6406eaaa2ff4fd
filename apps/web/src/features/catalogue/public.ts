/*
 * What other features and app/ may use of the catalogue (decision 040): the categories (the studio and the protocols
 * list file their work under them) and the home search's results (app/screens/home-screen.tsx shows them under the
 * public feature's search box, decision 074).
 */
export { categoriesQuery, categoryOptions } from './api/catalogue-queries.ts';
export { HomeSearchResults } from './components/home-search-results.tsx';
