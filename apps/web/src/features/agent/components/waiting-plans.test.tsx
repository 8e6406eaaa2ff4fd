import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TConversation } from '@ito/contracts/agent/conversations';
import en from '../../../shared/i18n/locales/en/agent.json';
import kit from '../../../shared/i18n/locales/en/kit.json';
import { renderWithProviders } from '../../../test/render.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { conversation } from '../../../test/agent-fixtures.ts';
import { WaitingPlans } from './waiting-plans.tsx';

const api = setUpTestApi(['agent', 'kit']);
const LIST = '/api/agent/conversations';

const waiting: TConversation = {
  ...conversation,
  title: 'Sleep better in 4 weeks',
  proposal: {
    title: 'Sleep better in 4 weeks',
    summary: 'A steady wind-down routine and a fixed wake time.',
    start_date: '2020-01-06',
    end_date: '2020-02-02',
    weeks: 4,
    sessions_per_week: 3,
    minutes_per_session: 20,
    tasks: 12,
  },
};
const page = (data: TConversation[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 6, total: data.length },
  links: { first: null, last: null, prev: null, next: null },
});

function renderList() {
  renderWithProviders(null, {
    routes: [
      { path: '/follow-program', Component: WaitingPlans },
      { path: '/follow-program/main/:id', Component: () => <p>dashboard</p> },
    ],
    at: '/follow-program',
  });
}

describe('plans waiting to be accepted (My programs)', () => {
  it('asks the server for the waiting ones only, and shows each with its shape, its start and its chat', async () => {
    api.replies.set(LIST, { status: 200, body: page([waiting]) });
    renderList();
    const region = await screen.findByRole('region', { name: en.waiting.title });
    const card = within(region).getByRole('article', { name: 'Sleep better in 4 weeks' });
    expect(within(card).getByText(en.waiting.badge)).toBeTruthy();
    expect(within(card).getByText('4 weeks · 3 sessions a week, up to 20 min')).toBeTruthy();
    // Made for a day gone by: it starts when accepted.
    expect(within(card).getByText(en.waiting.startsOnAccept)).toBeTruthy();
    expect(within(card).getByRole('link', { name: en.waiting.chat }).getAttribute('href')).toBe(
      '/follow-program/main/p1/agent',
    );
    const asked = api.requests.filter((r) => r.method === 'GET' && r.url.startsWith(LIST));
    expect(new URL(asked[0]!.url, 'http://x').searchParams.get('waiting')).toBe('1');
  });

  it('accepts from the card and opens the program', async () => {
    api.replies.set(LIST, { status: 200, body: page([waiting]) });
    api.replies.set('/api/agent/conversations/c1/accept', {
      status: 200,
      body: { data: { program_id: 'p1', follow_id: 'f1', tasks: 12 } },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: en.plan.accept }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(
      api.requests.filter((r) => r.method === 'POST' && r.url === '/api/agent/conversations/c1/accept'),
    ).toHaveLength(1);
  });

  it('says in place why accepting failed, and stays', async () => {
    api.replies.set(LIST, { status: 200, body: page([waiting]) });
    api.replies.set('/api/agent/conversations/c1/accept', {
      status: 422,
      body: {
        message: 'There is no plan to accept yet.',
        errors: { conversation: ['There is no plan to accept yet.'] },
      },
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: en.plan.accept }));
    expect(await screen.findByText('There is no plan to accept yet.')).toBeTruthy();
    expect(screen.queryByText('dashboard')).toBeNull();
  });

  it('shows nothing when nothing waits, and a retry when the list fails', async () => {
    api.replies.set(LIST, { status: 200, body: page([]) });
    renderList();
    await waitFor(() => expect(api.requests.some((r) => r.url.startsWith(LIST))).toBe(true));
    expect(screen.queryByRole('region', { name: en.waiting.title })).toBeNull();

    api.replies.set(LIST, { status: 500, body: { message: 'Server Error' } });
    renderList();
    expect(await screen.findByRole('button', { name: kit.retry })).toBeTruthy();
  });
});
