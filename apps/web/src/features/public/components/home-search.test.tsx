import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HomeSearchResults } from '../../catalogue/public.ts';
import { HomeSearch } from './home-search.tsx';

const api = setUpTestApi(['landing', 'catalogue']);
afterEach(cleanup);

const results = (q: string) => <HomeSearchResults q={q} />;
const searches = () => api.requests.filter((r) => r.url.startsWith('/api/search'));

describe('HomeSearch', () => {
  it('searches as the person types, once per pause, and says when nothing matches', async () => {
    api.replies.set('/api/search', { status: 200, body: { data: { programs: [], creators: [] } } });
    const { router } = renderWithProviders(<HomeSearch results={results} />, { at: '/home' });
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    for (const text of ['s', 'sl', 'sle', 'slee', 'sleep']) fireEvent.change(box, { target: { value: text } });

    // No Enter: the results come after the pause, for the whole word only.
    expect(await screen.findByText('Nothing found for “sleep”.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=sleep');
    expect(searches().map((r) => new URL(r.url, 'http://x').searchParams.get('q'))).toEqual(['sleep']);
  }, 30_000);

  it('searches at once on Enter, and clearing the box clears the results', async () => {
    api.replies.set('/api/search', { status: 200, body: { data: { programs: [], creators: [] } } });
    const { router } = renderWithProviders(<HomeSearch results={results} />, { at: '/home' });
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'focus' } });
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.search).toBe('?q=focus');
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByText(/Nothing found/)).toBeNull());
  });
});
