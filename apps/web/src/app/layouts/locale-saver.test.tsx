import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../shared/stores/session-store.ts';
import { setUpTestApi } from '../../test/test-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SiteNavbar } from './site-navbar.tsx';

const api = setUpTestApi();

afterEach(async () => {
  cleanup();
  useSessionStore.setState({ token: null, user: null });
  await i18n.changeLanguage('en');
});

const renderNavbar = () => renderWithProviders(<SiteNavbar />);

const profilePuts = () => api.requests.filter((r) => r.method === 'PUT' && r.url.split('?')[0] === '/api/user/profile');

describe('the header’s language switch', () => {
  it('just switches for a guest, saving nothing', async () => {
    renderNavbar();
    fireEvent.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(profilePuts()).toHaveLength(0);
  });
});
