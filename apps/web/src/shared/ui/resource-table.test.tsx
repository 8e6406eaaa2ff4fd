import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPageMeta } from '@ito/contracts/common/paging';
import { loadTextsBeforeAll, renderWithProviders } from '../../test/render.tsx';
import { ResourceTable, type ResourceQuery } from './resource-table.tsx';

loadTextsBeforeAll(['common']);

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}

const meta = (last_page: number): TPageMeta => ({ current_page: 1, last_page, per_page: 2, total: last_page * 2 });
const query = (over: Partial<ResourceQuery<Row>>): ResourceQuery<Row> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});

function table(q: ResourceQuery<Row>, onPage = vi.fn()) {
  return renderWithProviders(
    <ResourceTable
      label="Your things"
      query={q}
      rowKey={(row) => row.id}
      empty={<p>Nothing yet</p>}
      onPage={onPage}
      columns={[
        { key: 'name', header: 'Name', cell: (row) => row.name },
        { key: 'id', header: 'Id', secondary: true, cell: (row) => row.id },
      ]}
      actions={{ label: 'Actions', render: (row) => <button type="button">Edit {row.name}</button> }}
    />,
  );
}

describe('ResourceTable', () => {
  it('says it is busy while the first page loads', () => {
    const { container } = table(query({ isPending: true }));
    expect(container.querySelector('[aria-busy]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry that refetches after a failed load', async () => {
    const q = query({ isError: true, error: new Error('down') });
    table(q);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state instead of an empty table', async () => {
    table(query({ data: { data: [], meta: meta(1) } }));
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders a row per item with its actions under a spoken-only header, and pages', async () => {
    const onPage = vi.fn();
    table(
      query({
        data: {
          data: [
            { id: 'a', name: 'Alpha' },
            { id: 'b', name: 'Beta' },
          ],
          meta: meta(3),
        },
      }),
      onPage,
    );
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Actions')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Edit Beta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('frames the table in a named region the keyboard can reach, with secondary columns marked for phones', async () => {
    table(query({ data: { data: [{ id: 'a', name: 'Alpha' }], meta: meta(1) } }));
    const region = await screen.findByRole('region', { name: 'Your things' });
    // Focusable in the tab order, so that a keyboard can scroll a table wider than the screen.
    expect(region.tabIndex).toBe(0);
    region.focus();
    expect(document.activeElement).toBe(region);
    expect(within(region).getByRole('table')).toBeTruthy();
    // The key column stays everywhere; the secondary one, header and cells, is left out below 768 px (Mantine's class).
    const marked = (name: string) =>
      [
        screen.getByRole('columnheader', { name }),
        screen.getByRole('cell', { name: name === 'Id' ? 'a' : 'Alpha' }),
      ].map((cell) => cell.classList.contains('mantine-visible-from-sm'));
    expect(marked('Name')).toEqual([false, false]);
    expect(marked('Id')).toEqual([true, true]);
  });
});
