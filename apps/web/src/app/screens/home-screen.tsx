import { HomeSearchResults } from '../../features/catalogue/public.ts';
import { HomePage } from '../../features/public/pages/home-page.tsx';

/** `/home`: the signed-in home page, whose search shows the catalogue's programs and experts. */
export function Component() {
  return <HomePage searchResults={(q) => <HomeSearchResults q={q} />} />;
}
