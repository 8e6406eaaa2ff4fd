import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { Component as RegisterPage } from './register-page.tsx';

afterEach(() => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  cleanup();
  vi.unstubAllGlobals();
});

function renderRegister(url: string) {
  const router = createMemoryRouter([{ path: '/register', Component: RegisterPage }], { initialEntries: [url] });
  // As in the router: every layout runs inside the query provider (the form's submit is a mutation).
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const radio = (name: RegExp) => screen.findByRole<HTMLInputElement>('radio', { name });

describe('register page', () => {
  it('starts as a regular user without a type in the address', async () => {
    await i18n.changeLanguage('en');
    renderRegister('/register');
    expect((await radio(/^Follow programs/)).checked).toBe(true);
    expect((await radio(/^Create as an expert/)).checked).toBe(false);
  });

  it('preselects the expert type from ?type=expert and sends it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'nope', errors: {} }), { status: 422 }));
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('en');
    renderRegister('/register?type=expert');
    expect((await radio(/^Create as an expert/)).checked).toBe(true);

    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Rana Haddad' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'rana@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/, { selector: 'input' }), {
      target: { value: 'a-long-password-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/register');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'rana@example.com', type: 'expert' });
  });

  it('shows the server’s password advice under the password field', async () => {
    const advice =
      'This password is too easy to guess. This is a commonly used password. Add more words that are less common.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: advice, errors: { password: [advice] } }), {
            status: 422,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await i18n.changeLanguage('en');
    renderRegister('/register');
    fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: 'Rana Haddad' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'rana@example.com' } });
    const password = screen.getByLabelText(/Password/, { selector: 'input' });
    fireEvent.change(password, { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText(advice);
    // On the password field itself, not a flash or the form's general error.
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(password.getAttribute('data-invalid')).toBe('true');
  });

  it.each(['admin', 'patient', 'EXPERT', ''])('ignores ?type=%s', async (value) => {
    await i18n.changeLanguage('en');
    renderRegister(`/register?type=${value}`);
    expect((await radio(/^Follow programs/)).checked).toBe(true);
    expect((await radio(/^Create as an expert/)).checked).toBe(false);
  });
});
