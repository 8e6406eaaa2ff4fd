import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TSession } from '@ito/contracts/auth/list-sessions';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';
import { DeviceCard } from './device-card.tsx';

loadTextsBeforeAll(['auth']);

const session: TSession = {
  id: 's1',
  kind: 'user',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  ip: '203.0.113.7',
  created_at: '2026-11-01T10:00:00.000Z',
  last_seen_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-20T10:00:00.000Z',
  is_current: false,
};

describe('a device', () => {
  it('says when it signs out on its own', async () => {
    renderWithProviders(<DeviceCard session={session} isBusy={false} onSignOut={() => {}} />);
    const line = await screen.findByText(/Signs out on its own after/);
    expect(line.querySelector('time')?.getAttribute('datetime')).toBe(session.expires_at);
  });
});
