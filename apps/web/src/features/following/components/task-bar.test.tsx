import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { TaskBar } from './task-bar.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.setState({ token: null, user: null });
});

const member = (assignedTasks: number) =>
  ({ id: 'u1', is_temporary: false, email_verified_at: '2026-01-01T00:00:00Z', assignedTasks }) as TCurrentUser;

describe('TaskBar', () => {
  it('asks for no texts when there is nothing to show (a guest’s first visit fetches no `following` file)', () => {
    const load = vi.spyOn(i18n, 'loadNamespaces');
    useSessionStore.setState({ token: null, user: null });
    const guest = render(
      <MemoryRouter>
        <TaskBar />
      </MemoryRouter>,
    );
    useSessionStore.setState({ token: 't', user: member(0) });
    guest.rerender(
      <MemoryRouter>
        <TaskBar />
      </MemoryRouter>,
    );
    expect(guest.container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
    expect(i18n.hasLoadedNamespace('following')).toBe(false);
  });

  it('shows the count of due tasks once its texts are in', async () => {
    useSessionStore.setState({ token: 't', user: member(3) });
    render(
      <MemoryRouter>
        <TaskBar />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('task-bar')).textContent).toContain('3');
    // Its name starts with what it shows, so a voice user can say it (WCAG 2.5.3 label in name, decision 046).
    expect(screen.getByRole('link').getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('link', { name: '3 to do: due today or earlier. Open my tasks' })).toBeTruthy();
  });
});
