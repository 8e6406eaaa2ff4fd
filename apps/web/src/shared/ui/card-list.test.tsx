import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPageMeta } from '@ito/contracts/common/paging';
import { loadTextsBeforeAll, renderWithProviders } from '../../test/render.tsx';
import { CardList, CardTitle, ListCard, type CardListQuery } from './card-list.tsx';
import { EditDeleteButtons } from './row-buttons.tsx';

loadTextsBeforeAll(['common', 'kit']);

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}

const meta = (current_page: number, last_page: number): TPageMeta => ({
  current_page,
  last_page,
  per_page: 2,
  total: last_page * 2,
});
const query = (over: Partial<CardListQuery<Row>>): CardListQuery<Row> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});

function list(q: CardListQuery<Row>, at = '/items', onDelete = vi.fn()) {
  return renderWithProviders(
    <CardList query={q} empty={<p>Nothing yet</p>}>
      {(row: Row) => (
        <ListCard
          key={row.id}
          actions={<EditDeleteButtons name={row.name} editTo={`/items/${row.id}`} busy={false} onDelete={onDelete} />}
        >
          <CardTitle>{row.name}</CardTitle>
        </ListCard>
      )}
    </CardList>,
    { at },
  );
}

describe('CardList', () => {
  it('says it is busy while the first page loads', () => {
    const { container } = list(query({ isPending: true }));
    expect(container.querySelector('[aria-busy="true"]')?.getAttribute('aria-label')).toBe('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers a retry that refetches after a failed load, announced', async () => {
    const q = query({ isError: true });
    list(q);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state on the first page, and the pager on a later page that became empty', async () => {
    list(query({ data: { data: [], meta: meta(1, 1) } }));
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
    cleanup();
    list(query({ data: { data: [], meta: meta(3, 2) } }), '/items?page=3');
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.queryByText('Nothing yet')).toBeNull();
  });

  it('lists the cards with buttons that name their row, and pages through the URL', async () => {
    const onDelete = vi.fn();
    const { router } = list(
      query({
        data: {
          data: [
            { id: 'a', name: 'Alpha' },
            { id: 'b', name: 'Beta' },
          ],
          meta: meta(1, 3),
        },
      }),
      '/items?search=x',
      onDelete,
    );
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('link', { name: 'Edit Beta' }).getAttribute('href')).toBe('/items/b');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Delete Alpha' }));
    expect(onDelete).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?search=x&page=2');
  });
});
