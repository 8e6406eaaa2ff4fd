import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/locales/en/landing.json';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { IntentBox } from './intent-box.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { testConversation } from '../../../test/fixtures.ts';

const api = setUpTestApi(['landing']);

const guestAuth = {
  data: {
    accessToken: 'guest-token',
    id: 'u-guest',
    user: { email: null, full_name: 'Guest', email_verified_at: null, roles: ['user'] },
  },
};
const started = {
  data: {
    conversation: testConversation(),
    messages: [],
  },
};
const temporaryUser = { id: 'u-guest', is_temporary: true, email_verified_at: null, program: 'p1' };

beforeEach(() => {
  api.replies.set('/api/guest/start', { status: 201, body: guestAuth });
  api.replies.set('/api/agent/conversations', { status: 201, body: started });
  api.replies.set('/api/user/get-data', { status: 200, body: { data: temporaryUser } });
  useSessionStore.setState({ token: null, user: null, isAuthed: 'no', guestKey: 'abcdefgh12345678' });
});
afterEach(cleanup);

function renderBox() {
  const { router } = renderWithProviders(null, {
    routes: [
      { path: '/', Component: IntentBox },
      { path: '/follow-program/:target/:id/agent', Component: () => <p>agent page</p> },
    ],
    at: '/',
  });
  return router;
}

const field = () => screen.getByRole('textbox', { name: new RegExp(en.hero.intentLabel) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: en.hero.submit }));

describe('intent box', () => {
  it('asks for a little more on submit, then checks again as the user types', () => {
    renderBox();
    fireEvent.change(field(), { target: { value: ' a ' } });
    expect(screen.queryByText(en.hero.errors.tooShort)).toBeNull();
    submit();
    expect(screen.getByText(en.hero.errors.tooShort)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    fireEvent.change(field(), { target: { value: 'Run' } });
    expect(screen.queryByText(en.hero.errors.tooShort)).toBeNull();
  });

  it('starts a guest as a temporary user, starts the agent and goes to its page', async () => {
    const router = renderBox();
    fireEvent.click(screen.getByRole('button', { name: en.hero.examples[1] }));
    expect((field() as HTMLTextAreaElement).value).toBe(en.hero.examples[1]);
    fireEvent.change(field(), { target: { value: '  I want to sleep better  ' } });
    submit();
    expect(await screen.findByText(en.hero.starting)).toBeTruthy();
    expect(await screen.findByText('agent page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/follow-program/main/p1/agent');

    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/guest/start',
      'POST /api/agent/conversations',
      'GET /api/user/get-data',
    ]);
    const [guest, conversation, userData] = api.requests;
    expect(JSON.parse(guest?.body ?? '')).toEqual({ session_key: 'abcdefgh12345678' });
    expect(JSON.parse(conversation?.body ?? '')).toEqual({ message: 'I want to sleep better' });
    expect(conversation?.headers.authorization).toBe('Bearer guest-token');
    expect(userData?.headers.authorization).toBe('Bearer guest-token');
    // The token is kept, and the guard knows which program holds the temporary user.
    expect(useSessionStore.getState()).toMatchObject({ token: 'guest-token', isAuthed: 'yes', user: temporaryUser });
  });

  it('a signed-in person posts the intent directly', async () => {
    useSessionStore.setState({ token: 'member-token', isAuthed: 'yes' });
    renderBox();
    fireEvent.change(field(), { target: { value: 'Run a 10K in 8 weeks' } });
    submit();
    expect(await screen.findByText('agent page')).toBeTruthy();
    expect(api.requests.map((r) => r.url)).toEqual(['/api/agent/conversations', '/api/user/get-data']);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer member-token');
  });

  it('says in place why the agent could not start, and lets the person try again', async () => {
    api.replies.set('/api/agent/conversations', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { message: ['Say a bit more.'] } },
    });
    renderBox();
    fireEvent.change(field(), { target: { value: 'Run' } });
    submit();
    expect(await screen.findByText('Say a bit more.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');

    api.replies.set('/api/agent/conversations', { status: 500, body: { message: 'Something went wrong' } });
    submit();
    expect(await screen.findByText(en.hero.errors.unknown)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.hero.submit }).hasAttribute('data-loading')).toBe(false);

    api.replies.set('/api/agent/conversations', { status: 201, body: started });
    submit();
    expect(await screen.findByText('agent page')).toBeTruthy();
  });
});
