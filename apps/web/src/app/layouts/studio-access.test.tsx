import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { QueryProvider } from '../../shared/api/query-provider.tsx';
import { i18n, i18nReady } from '../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../shared/stores/session-store.ts';
import { DashboardLayout } from './dashboard-layout.tsx';
import { DefaultLayout } from './default-layout.tsx';

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['studio', 'errors']);
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ token: null, user: null, dashboardToken: null, dashboardRoles: [] });
});

function signIn(roles: string[]) {
  useSessionStore.setState({
    token: 't',
    user: { id: 'u1', full_name: 'Ada Lovelace', avatar: null, roles, is_temporary: false } as unknown as TCurrentUser,
  });
}

function renderIn(Layout: () => React.ReactNode, page: string) {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: '*', element: <p>{page}</p> }] }], {
    initialEntries: ['/creator/categories/add'],
  });
  return render(
    <MantineProvider env="test">
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </MantineProvider>,
  );
}

describe('the creator studio is offered to creators only', () => {
  it('refuses a non-expert in the studio before any form is shown', async () => {
    signIn(['user']);
    renderIn(DashboardLayout, 'Category form');
    expect(await screen.findByRole('heading', { name: 'The creator studio is for experts' })).toBeTruthy();
    expect(screen.getByText(/register as an expert/)).toBeTruthy();
    expect(screen.queryByText('Category form')).toBeNull();
  });

  it('shows the studio to an expert, and to someone acting with an expert dashboard session', () => {
    signIn(['user', 'expert']);
    renderIn(DashboardLayout, 'Category form');
    expect(screen.getByText('Category form')).toBeTruthy();
    cleanup();
    signIn(['user']);
    useSessionStore.setState({ dashboardToken: 'd', dashboardRoles: ['expert'] });
    renderIn(DashboardLayout, 'Category form');
    expect(screen.getByText('Category form')).toBeTruthy();
  });

  it('leaves Creator studio out of a non-expert’s sidebar and keeps it in an expert’s', async () => {
    signIn(['user']);
    renderIn(DefaultLayout, 'Home');
    expect(await screen.findByRole('link', { name: 'Bookmarks' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Creator studio' })).toBeNull();
    cleanup();
    signIn(['user', 'expert']);
    renderIn(DefaultLayout, 'Home');
    expect(await screen.findByRole('link', { name: 'Creator studio' })).toBeTruthy();
  });
});
