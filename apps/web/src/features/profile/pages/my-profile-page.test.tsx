import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import type { TProfile } from '@ito/contracts/profile/profile';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { Component as MyProfilePage } from './my-profile-page.tsx';

const api = setUpTestApi(['profile', 'forms', 'common']);

const profile: TProfile = {
  id: 'u1',
  email: 'mona@example.test',
  full_name: 'Mona',
  username: null,
  bio: null,
  profession: null,
  locale: 'en',
  phone: null,
  country: null,
  avatar: null,
  time_zone: 'Asia/Dubai',
};

const answer = (data: TProfile) => ({ status: 200, body: { data } });
const saves = () => api.requests.filter((r) => r.method === 'POST' && r.url.split('?')[0] === '/api/user/profile');

beforeEach(() => {
  // This device is in Riyadh, whatever the machine running the test says.
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone: 'Asia/Riyadh',
  } as Intl.ResolvedDateTimeFormatOptions);
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: null });
  useSessionStore.getState().setUser({
    id: 'u1',
    full_name: 'Mona',
    is_temporary: false,
    email_verified_at: '2026-01-01T00:00:00.000Z',
  } as TCurrentUser);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
});

/** The select's input (its option list carries the same label). */
const zoneField = async () =>
  (await screen.findAllByLabelText('Time zone', {}, { timeout: 5000 })).find(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement,
  )!;

describe('/my-profile: the time zone (decision 072)', () => {
  it('shows the saved zone, offers this device’s, and saves the one chosen', async () => {
    api.replies.set('/api/user/profile', answer(profile));
    renderPage('/my-profile', MyProfilePage, '/my-profile');
    expect((await zoneField()).value).toBe('Asia/Dubai');

    fireEvent.click(screen.getByRole('button', { name: "Use this device's time zone (Asia/Riyadh)" }));
    await waitFor(async () => expect((await zoneField()).value).toBe('Asia/Riyadh'));
    api.replies.set('/api/user/profile', answer({ ...profile, time_zone: 'Asia/Riyadh' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.url).toContain('_method=PUT');
    expect(JSON.parse(saves()[0]!.body)).toMatchObject({ full_name: 'Mona', time_zone: 'Asia/Riyadh' });
    await waitFor(() => expect(useUiStore.getState().flash?.message).toBe('Your profile was saved.'));
    // The saved zone is the form's now: the device's is no longer offered.
    expect((await zoneField()).value).toBe('Asia/Riyadh');
    expect(screen.queryByRole('button', { name: /Use this device/ })).toBeNull();
  });

  it('leaves a zone not chosen yet out of what it saves', async () => {
    api.replies.set('/api/user/profile', answer({ ...profile, time_zone: null }));
    renderPage('/my-profile', MyProfilePage, '/my-profile');
    const field = await zoneField();
    expect(field.value).toBe('');
    expect(field.getAttribute('placeholder')).toBe('Not chosen yet: times are read in UTC');

    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]!.body)).not.toHaveProperty('time_zone');
  });
});
