import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ito/contracts/common/messages';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { Component as LoginPage } from './login-page.tsx';

afterEach(async () => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderLogin() {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], { initialEntries: ['/login'] });
  // As in the router: every layout runs inside the query provider (the form's submit is a mutation).
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        {/* As in main.tsx: the page suspends until its translations (auth, forms) have loaded. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('login page', () => {
  it('validates with the contract schema before calling the server', async () => {
    const fetchMock = replyWith(200, {});
    await i18n.changeLanguage('en');
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's wrong-password message on the email field, in the user's language", async () => {
    // The server's answer (decision 045): the code is what the page translates, the English only a fallback.
    const fetchMock = replyWith(422, {
      message: MESSAGES.badCredentials,
      code: 'auth.bad_credentials',
      params: {},
      errors: { email: [MESSAGES.badCredentials] },
      codes: { email: [{ code: 'auth.bad_credentials', params: {} }] },
    });
    await i18n.changeLanguage('ar');
    renderLogin();
    fireEvent.change(await screen.findByLabelText(/البريد الإلكتروني/), { target: { value: 'someone@example.com' } });
    fireEvent.change(screen.getByLabelText(/كلمة المرور/, { selector: 'input' }), {
      target: { value: 'wrong-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    const message = await screen.findByText('بيانات الدخول هذه لا تطابق سجلاتنا.');
    const email = screen.getByLabelText(/البريد الإلكتروني/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'someone@example.com', password: 'wrong-password' });
  });

  it('tells a locked-out person what the server said (429), not that the password was wrong', async () => {
    const locked =
      'Too many failed sign-ins for this account. Please wait before trying again, or reset your password.';
    useUiStore.getState().resetFlash();
    replyWith(429, { message: locked });
    renderLogin();
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'someone@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), { target: { value: 'any password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useUiStore.getState().flash).toMatchObject({ type: 'error', message: locked }));
    expect(screen.queryByText(MESSAGES.badCredentials)).toBeNull();
  });
});
