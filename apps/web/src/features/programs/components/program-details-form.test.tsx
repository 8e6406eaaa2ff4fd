import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../shared/i18n/i18n.ts';
import { useCreateProgram } from '../api/studio-api.ts';
import { EMPTY_DETAILS } from '../lib/details-form.ts';
import { ProgramDetailsForm } from './program-details-form.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answers: an empty category list, and `refusal` for the create call. */
function serve(refusal: { message: string; errors: Record<string, string[]> }) {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/categories')
      ? Response.json({ data: [] })
      : Response.json(refusal, { status: 422, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The form as the add page wires it: the create mutation sends what the form submits. */
function AddForm() {
  const create = useCreateProgram();
  return (
    <ProgramDetailsForm
      defaultValues={{ ...EMPTY_DETAILS, title: 'Sleep well', access: 'paid', price: 0 }}
      coverUrl={null}
      submitLabel="Create draft"
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        return true;
      }}
    />
  );
}

function renderForm() {
  return renderWithProviders(<AddForm />);
}

/** The text an input points at with aria-describedby (its hint and its error). */
function describedBy(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('ProgramDetailsForm', () => {
  it("shows the server's 422 under the fields whose names differ from the contract's", async () => {
    const fetchMock = serve({
      message: 'Set a price above zero for a paid program.',
      errors: {
        price_minor: ['Set a price above zero for a paid program.'],
        'tags.0': ['A tag may not be longer than 40 characters.'],
        'signs.1': ['A sign may not be longer than 60 characters.'],
        category_id: ['Choose one of the catalogue categories or your own.'],
        duration_weeks: ['The duration is 1 to 104 weeks.'],
        cover_file_id: ['The cover must be an image you uploaded.'],
      },
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/creator/programs', expect.anything()));

    const price = screen.getByRole('textbox', { name: 'Price' });
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(price)).toContain('Set a price above zero for a paid program.');
    expect(describedBy(screen.getByRole('combobox', { name: 'Tags' }))).toContain('A tag may not be longer');
    expect(describedBy(screen.getByRole('combobox', { name: 'Signs' }))).toContain('A sign may not be longer');
    expect(describedBy(screen.getByRole('combobox', { name: 'Category' }))).toContain('Choose one of the catalogue');
    expect(describedBy(screen.getByRole('textbox', { name: 'Duration (weeks)' }))).toContain('1 to 104 weeks');
    expect(screen.getByText('The cover must be an image you uploaded.')).toBeTruthy();
    // Every message found its field: nothing is left for the form-level alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an error for no field of the form at the top', async () => {
    serve({ message: 'Nope.', errors: { owner: ['Not yours to change.'] } });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Create draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not yours to change.');
  });
});

describe('ProgramDetailsForm price', () => {
  it('tells the creator the platform’s fee and what they receive of the price they type', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/payments/config')
          ? Response.json({
              data: { provider: 'local', publishable_key: null, platform_fee_bps: 1250, hold_days: 7 },
            })
          : Response.json({ data: [] }),
      ),
    );
    renderWithProviders(
      <ProgramDetailsForm
        defaultValues={{ ...EMPTY_DETAILS, title: 'Sleep well', access: 'paid', price: 19.99, currency: 'USD' }}
        coverUrl={null}
        submitLabel="Save"
        onSubmit={async () => true}
      />,
    );
    const price = screen.getByLabelText(/price/i);
    // 12.5% of 19.99 is 2.49875, rounded half up to 2.50: the creator receives 17.49.
    await waitFor(() => expect(describedBy(price)).toContain('12.5%'));
    expect(describedBy(price)).toContain('$17.49');
  });
});
