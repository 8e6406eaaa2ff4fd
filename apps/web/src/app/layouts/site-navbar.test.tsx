import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { i18nReady } from '../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../shared/stores/session-store.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SiteNavbar } from './site-navbar.tsx';

beforeAll(async () => {
  await i18nReady;
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ token: null, user: null });
});

const renderNavbar = () => renderWithProviders(<SiteNavbar />);

// The button's name begins with the text it shows (the person's name), so a voice user can say it (WCAG 2.5.3).
const ACCOUNT = 'Ada Lovelace, Account';

describe('SiteNavbar', () => {
  it('shows a guest the sign-in links, without the account menu', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account/ })).toBeNull();
  });

  it('gives a signed-in user the account button at once, unavailable until its menu has loaded, then the menu', async () => {
    useSessionStore.setState({
      token: 't',
      user: { id: 'u1', full_name: 'Ada Lovelace', avatar: null } as unknown as TCurrentUser,
    });
    renderNavbar();
    expect(screen.getByRole('button', { name: ACCOUNT }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ACCOUNT }).hasAttribute('aria-disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
  });
});
