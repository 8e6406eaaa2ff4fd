import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TItemCreateRequest } from '@ito/contracts/protocols/items';
import { useCreateItem } from '../api/items-api.ts';
import { defaultItemValues } from '../lib/item-kinds.ts';
import { ItemForm } from './item-form.tsx';
import { loadTextsBeforeAll, renderWithProviders } from '../../../../test/render.tsx';

// The first render would otherwise wait for the texts within findBy's one second on a busy machine.
loadTextsBeforeAll(['protocol-items']);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The text an input points at with aria-describedby (its hint and its error). */
function describedBy(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('ItemForm', () => {
  it('starts a new order as a confirmation and sends the amount in minor units', async () => {
    const sent: TItemCreateRequest[] = [];
    renderWithProviders(
      <ItemForm
        kind="order"
        defaultValues={defaultItemValues('order')}
        submitLabel="Create"
        onSubmit={async (body) => {
          sent.push(body);
          return true;
        }}
      />,
    );
    const [type] = await screen.findAllByLabelText('Order type');
    expect(type).toHaveProperty('value', 'Confirmation');
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Starter kit' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Amount/ }), { target: { value: '19.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Starter kit',
      description: '',
      data: { type: 'confirmation', currency: 'USD', amount_minor: 1999 },
    });
  });

  it('refuses a nudge without a message before sending anything', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(
      <ItemForm kind="nudge" defaultValues={defaultItemValues('nudge')} submitLabel="Create" onSubmit={onSubmit} />,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Evening' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const message = screen.getByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(describedBy(message)).toContain('Write the message.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's 422 under the field, mapping data.* keys to the form's", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'The given data was invalid.', errors: { 'data.unit': ['That unit is not allowed.'] } },
          { status: 422, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    function CreateKpi() {
      const createItem = useCreateItem('p1', 'kpi');
      return (
        <ItemForm
          kind="kpi"
          defaultValues={{ ...defaultItemValues('kpi'), name: 'Weight', unit: 'stone', target: 70 }}
          submitLabel="Create"
          onSubmit={async (body) => {
            await createItem.mutateAsync(body);
            return true;
          }}
        />
      );
    }
    renderWithProviders(<CreateKpi />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const unit = screen.getByRole('textbox', { name: /^Unit/ });
    await waitFor(() => expect(describedBy(unit)).toContain('That unit is not allowed.'));
  });
});
