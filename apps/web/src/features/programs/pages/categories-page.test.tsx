import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCategory } from '@ito/contracts/categories/list-categories';
import en from '../../../shared/i18n/locales/en/studio.json';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { Component as CategoriesPage } from './categories-page.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const api = setUpTestApi(['studio']);
afterEach(cleanup);

const own = (id: string, name: string): TCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  parent_id: null,
  is_global: false,
  is_own: true,
  programs_count: 0,
});

const deleteButton = (name: string) =>
  screen.getByRole<HTMLButtonElement>('button', { name: en.categories.deleteLabel.replace('{{name}}', name) });
const deletes = () => api.requests.filter((r) => r.method === 'DELETE');

describe('categories page', () => {
  it(
    'deletes one category at a time: while one is under way, no delete button sends another',
    { timeout: 20_000 },
    async () => {
      api.replies.set('/api/categories', { status: 200, body: { data: [own('c1', 'Sleep'), own('c2', 'Focus')] } });
      api.replies.set('/api/creator/categories/c1', { status: 200, body: { data: { deleted: true } }, delayMs: 1500 });
      renderWithProviders(<CategoriesPage />);
      await screen.findByText('Sleep');

      fireEvent.click(deleteButton('Sleep'));
      await waitFor(() => expect(useUiStore.getState().confirmRequest).not.toBeNull());
      useUiStore.getState().answerConfirm(true);
      await waitFor(() => expect(deletes()).toHaveLength(1));

      // Pending: the other row's button is disabled, and clicking either asks nothing and sends nothing.
      await waitFor(() => expect(deleteButton('Focus').disabled).toBe(true));
      fireEvent.click(deleteButton('Sleep'));
      fireEvent.click(deleteButton('Focus'));
      expect(useUiStore.getState().confirmRequest).toBeNull();

      // Answered: one DELETE in all, the success said, the list asked again (the categories' key).
      await waitFor(() => expect(useUiStore.getState().flash?.message).toBe('“Sleep” was deleted.'), {
        timeout: 10_000,
      });
      expect(deletes().map((r) => r.url)).toEqual(['/api/creator/categories/c1']);
      await waitFor(() => expect(api.requests.filter((r) => r.url.startsWith('/api/categories')).length).toBe(2), {
        timeout: 10_000,
      });
      expect(deleteButton('Focus').disabled).toBe(false);
    },
  );
});
