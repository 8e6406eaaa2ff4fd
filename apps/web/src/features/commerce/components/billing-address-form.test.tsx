import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBillingAddress } from '@ito/contracts/commerce/billing-address';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';
import { BillingAddressForm } from './billing-address-form.tsx';

loadTextsBeforeAll(['commerce', 'errors', 'forms']);
afterEach(cleanup);

const address = (country: string, more: Partial<TBillingAddress> = {}): TBillingAddress => ({
  full_name: 'Mona Saeed',
  line1: '1 Palm Street',
  line2: '',
  city: 'Dubai',
  region: '',
  postal_code: '',
  country,
  phone: '',
  tax_id: '',
  ...more,
});

function show(initial: TBillingAddress | null, onSave = vi.fn(() => Promise.resolve())) {
  renderWithProviders(<BillingAddressForm initial={initial} onSave={onSave} isSaving={false} />);
  return onSave;
}

describe('the billing address form', () => {
  it('leaves out the postal code and region where the country has none', async () => {
    show(address('AE'));
    expect(await screen.findByLabelText(/Street address/)).toBeTruthy();
    expect(screen.queryByLabelText(/Postal code|ZIP code|Eircode/)).toBeNull();
    expect(screen.queryByLabelText(/State|Province|County/)).toBeNull();
  });

  it('names the fields as the country does: ZIP code and State in the US, Eircode and County in Ireland', async () => {
    show(address('US', { city: 'Los Angeles', region: 'CA', postal_code: '90001' }));
    expect(await screen.findByLabelText(/ZIP code/)).toBeTruthy();
    expect(screen.getByLabelText(/^State/)).toBeTruthy();
    cleanup();
    show(address('IE', { city: 'Dublin', region: 'Dublin' }));
    expect(await screen.findByLabelText(/Eircode/)).toBeTruthy();
    expect(screen.getByLabelText(/^County/)).toBeTruthy();
  });

  it('refuses a phone number not valid in the country, and saves a valid one in E.164', async () => {
    const onSave = show(address('AE', { phone: '' }));
    const phone = await screen.findByLabelText(/Phone/);
    fireEvent.change(phone, { target: { value: '555 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a phone number valid in this country.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(phone, { target: { value: '04 555 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([address('AE', { phone: '+97145551234' })]);
  });

  it('asks for the region where the country needs one, before anything is sent', async () => {
    const onSave = show(address('US', { city: 'Austin', postal_code: '73301' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter the state, province or region.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
