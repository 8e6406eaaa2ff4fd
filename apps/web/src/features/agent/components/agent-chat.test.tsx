import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENT_MESSAGE_MAX } from '@ito/contracts/agent/conversations';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import en from '../../../shared/i18n/locales/en/agent.json';
import { emitRealtime } from '../../../shared/realtime/bus.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { isolate } from '../../../shared/lib/bidi.ts';
import { planReturnFor } from '../../../shared/lib/plan-return.ts';
import { useAgentStore } from '../stores/agent-store.ts';
import { conversation, message, pageOf, plan } from '../../../test/agent-fixtures.ts';
import { AgentChat } from './agent-chat.tsx';
import { AgentSidebar, AgentSidebarToggle } from './agent-sidebar.tsx';
import { Component as AgentPage } from '../pages/agent-page.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const api = setUpTestApi(['agent', 'auth', 'forms']);

const CONVERSATION_PATH = '/api/agent/programs/p1/conversation';
const MESSAGES_PATH = '/api/agent/conversations/c1/messages';

const question = message('m2', 'agent', 'By when would you like to get there?', {
  kind: 'question',
  slot: 'horizon_weeks',
  quick_replies: [
    { label: '4 weeks', value: 'in 4 weeks' },
    { label: '8 weeks', value: 'in 8 weeks' },
  ],
});
const intent = message('m1', 'user', 'I want to sleep better');
const answer = message('m3', 'user', 'in 4 weeks');
const proposal = message('m4', 'agent', 'Here is your plan: Sleep better in 4 weeks.', {
  kind: 'proposal',
  plan,
  model: 'built-in planner',
});
const acceptedNote = message('m5', 'system', 'Plan accepted: 4 tasks are on your calendar, starting 2026-03-02.', {
  kind: 'accepted',
  program_id: 'p1',
  follow_id: 'f1',
});

const member = { id: 'u1', is_temporary: false, email_verified_at: '2026-01-01T00:00:00.000Z' } as TCurrentUser;

beforeEach(() => {
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: member });
  useAgentStore.getState().reset();
  api.replies.set(CONVERSATION_PATH, { status: 200, body: { data: conversation } });
  api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question]) });
});
afterEach(cleanup);

function renderChat(Screen = () => <AgentChat programId="p1" />) {
  renderWithProviders(null, {
    routes: [{ path: '*', Component: Screen }],
    at: '/follow-program/main/p1/agent',
  });
}

const log = () => screen.getByRole('log', { name: en.chat.log });
/** The log's list of messages: the first list in it (plans hold lists of their own). */
const messageList = () => within(log()).getAllByRole('list')[0]!;
const items = () => [...messageList().children];
const field = () => screen.getByRole('textbox', { name: new RegExp(en.input.label) }) as HTMLTextAreaElement;
const said = (method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);

describe('agent chat', () => {
  it('shows the conversation oldest first and answers a question by a quick reply', async () => {
    renderChat();
    await screen.findByText('By when would you like to get there?');
    expect(items()).toHaveLength(2);
    expect(items()[0]?.textContent).toContain('I want to sleep better');
    expect(items()[1]?.textContent).toContain('By when would you like to get there?');
    expect(log().getAttribute('aria-live')).toBe('polite');
    // A real list in the live log: each message is a list item of it (axe listitem, decision 087).
    expect(
      within(messageList())
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === messageList()),
    ).toEqual(items());
    expect(said('GET', MESSAGES_PATH)[0]?.url).toBe(`${MESSAGES_PATH}?page=1&per_page=20`);

    api.replies.set(MESSAGES_PATH, { status: 201, body: { data: [answer, proposal] } });
    const quickReplies = screen.getByRole('group', { name: en.quickReplies });
    fireEvent.click(within(quickReplies).getByRole('button', { name: '4 weeks' }));

    expect(await screen.findByRole('heading', { name: plan.title })).toBeTruthy();
    expect(JSON.parse(said('POST', MESSAGES_PATH)[0]?.body ?? '')).toEqual({ message: 'in 4 weeks' });
    // Answered: the question's quick api.replies are gone; the plan is at the end.
    expect(screen.queryByRole('group', { name: en.quickReplies })).toBeNull();
    expect(items()).toHaveLength(4);
    expect(items().at(-1)?.textContent).toContain(plan.title);
  });

  it('shows an answer with no plan (out of scope, decision 034) in its own direction, with its area replies', async () => {
    const outOfScope = message('m9', 'agent', 'لا أستطيع المساعدة في هذا.', {
      kind: 'message',
      reason: 'out_of_scope',
      quick_replies: [{ label: 'النوم', value: 'النوم' }],
    });
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, outOfScope]) });
    renderChat();
    const text = await screen.findByText('لا أستطيع المساعدة في هذا.');
    expect(text.getAttribute('dir')).toBe('auto');
    api.replies.set(MESSAGES_PATH, { status: 201, body: { data: [answer, question] } });
    const quickReplies = screen.getByRole('group', { name: en.quickReplies });
    fireEvent.click(within(quickReplies).getByRole('button', { name: 'النوم' }));
    await screen.findByText('By when would you like to get there?');
    expect(JSON.parse(said('POST', MESSAGES_PATH)[0]?.body ?? '')).toEqual({ message: 'النوم' });
  });

  it('renders a proposal as cards: assumptions, phases, two weeks of dated tasks, KPIs, recommendations', async () => {
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal]) });
    renderChat();
    const card = await screen.findByRole('article', { name: plan.title });
    const inCard = within(card);
    expect(inCard.getByText('You can spare 20 minutes in the evening.')).toBeTruthy();
    expect(inCard.getByText('Weeks 1–2')).toBeTruthy();
    expect(inCard.getByText('Weeks 3–4')).toBeTruthy();
    // The first two weeks: three tasks, week by week, the third week waits on the calendar.
    expect(inCard.getAllByText('Wind-down routine')).toHaveLength(2);
    expect(inCard.getByText('Sleep diary check-in')).toBeTruthy();
    expect(inCard.queryByText('Longer wind-down')).toBeNull();
    expect(inCard.getByText('1 more task follows on your calendar.')).toBeTruthy();
    expect(inCard.getAllByText('20 min').length).toBeGreaterThanOrEqual(3);
    expect(inCard.getByText('Check-in')).toBeTruthy();
    expect(card.querySelector('time[datetime="2026-03-02"]')?.textContent).toBe('Mon, Mar 2');

    const why = inCard.getByRole('button', { name: `Why? ${isolate('Sleep diary check-in')}` });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(inCard.getByText('See what changed.')).toBeTruthy();

    expect(inCard.getByText(`Raise to ${isolate('7.5 h')}`)).toBeTruthy();
    expect(inCard.getByText(`now ${isolate('6 h')}`)).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Calm nights' }).getAttribute('href')).toBe('/program/prog-9');
    expect(inCard.getByRole('link', { name: 'Cleo Calm' }).getAttribute('href')).toBe('/u/cleo-calm');
  });

  it('accepts the plan, then shows the note with the way to the program and the tasks', async () => {
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal]) });
    renderChat();
    const accept = await screen.findByRole('button', { name: en.plan.accept });
    api.replies.set('/api/agent/conversations/c1/accept', {
      status: 200,
      body: { data: { program_id: 'p1', follow_id: 'f1', tasks: 4 } },
    });
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal, acceptedNote]) });
    api.replies.set('/api/user/get-data', { status: 200, body: { data: { ...member, assignedTasks: 4 } } });
    fireEvent.click(accept);

    expect(await screen.findByText(acceptedNote.content)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.accepted.dashboard }).getAttribute('href')).toBe(
      '/follow-program/main/p1',
    );
    expect(screen.getByRole('link', { name: en.accepted.tasks }).getAttribute('href')).toBe('/my-tasks');
    expect(screen.queryByRole('button', { name: en.plan.accept })).toBeNull();
    expect(screen.getByText(en.plan.accepted)).toBeTruthy();
    // Accepted, it is the person's plan: "Proposed plan" no longer stands beside "Accepted".
    expect(screen.getByText(en.plan.labelAccepted)).toBeTruthy();
    expect(screen.queryByText(en.plan.label)).toBeNull();
    expect(said('POST', '/api/agent/conversations/c1/accept')).toHaveLength(1);
    await waitFor(() => expect(useSessionStore.getState().user?.assignedTasks).toBe(4));
  });

  it('after acceptance, offers the quick api.replies of the plan’s own question (why sessions were missed)', async () => {
    const missed = message('m6', 'agent', 'You missed “Easy run” (2026-03-02). What got in the way?', {
      kind: 'question',
      slot: 'miss_reason',
      quick_replies: [
        { label: 'I had no time', value: 'I had no time' },
        { label: 'It was too hard', value: 'It was too hard' },
      ],
    });
    api.replies.set(MESSAGES_PATH, {
      status: 200,
      body: pageOf([intent, question, answer, proposal, acceptedNote, missed]),
    });
    renderChat();
    await screen.findByText(missed.content);
    // The dialogue's old question stays closed; the plan's question is open.
    const groups = screen.getAllByRole('group', { name: en.quickReplies });
    expect(groups).toHaveLength(1);
    const thanks = message('m8', 'agent', 'Thanks for telling me.', null);
    api.replies.set(MESSAGES_PATH, {
      status: 201,
      body: { data: [message('m7', 'user', 'I had no time', null), thanks] },
    });
    fireEvent.click(within(groups[0]!).getByRole('button', { name: 'I had no time' }));
    expect(await screen.findByText(thanks.content)).toBeTruthy();
    expect(JSON.parse(said('POST', MESSAGES_PATH)[0]?.body ?? '')).toEqual({ message: 'I had no time' });
    expect(screen.queryByRole('group', { name: en.quickReplies })).toBeNull();
  });

  it('takes a suggested program’s lessons into the plan (decision 115), and says in place when it needs a purchase', async () => {
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal]) });
    renderChat();
    const lessonsPath = '/api/agent/conversations/c1/lessons';
    const takeName = en.plan.takeLessonsOf.replace('{{title}}', isolate('Calm nights'));
    api.replies.set(lessonsPath, {
      status: 422,
      body: { message: 'Invalid', errors: { access: ['This program needs a purchase'] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: takeName }));
    expect(await screen.findByText('This program needs a purchase')).toBeTruthy();
    // Its page sells it; the way back to this plan is remembered for the payment's success page.
    const open = screen.getByRole('link', { name: en.plan.openProgram });
    expect(open.getAttribute('href')).toBe('/program/prog-9');
    fireEvent.click(open);
    expect(planReturnFor('prog-9')).toBe('/follow-program/main/p1/agent');
    expect(planReturnFor('prog-other')).toBeNull();
    expect(JSON.parse(said('POST', lessonsPath)[0]?.body ?? '')).toEqual({ program_id: 'prog-9' });

    const lesson = {
      ...plan.tasks[0]!,
      id: 'l-lesson-1',
      title: 'Lesson: your evening light',
      lesson: { program_id: 'prog-9', lesson_id: 'lesson-1' },
    };
    const withLessons = message('m6', 'agent', 'The 1 lessons of “Calm nights” are now in your plan.', {
      kind: 'proposal',
      plan: { ...plan, tasks: [...plan.tasks, lesson] },
      model: 'planner',
    });
    api.replies.set(lessonsPath, { status: 201, body: { data: [withLessons] } });
    fireEvent.click(screen.getByRole('button', { name: takeName }));
    expect(await screen.findByText(withLessons.content)).toBeTruthy();
    // The new proposal names the lesson and says it is in; only the newest proposal offers anything.
    const cards = screen.getAllByRole('article', { name: plan.title });
    expect(within(cards.at(-1)!).getByText('1 of its lessons is in your plan')).toBeTruthy();
    expect(within(cards.at(-1)!).getByText('Lesson: your evening light')).toBeTruthy();
    expect(screen.queryByRole('button', { name: takeName })).toBeNull();
  });

  it('says in place why accepting failed', async () => {
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal]) });
    api.replies.set('/api/agent/conversations/c1/accept', {
      status: 422,
      body: { message: 'Invalid', errors: { conversation: ['There is no plan to accept yet.'] } },
    });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: en.plan.accept }));
    expect(await screen.findByText('There is no plan to accept yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: en.plan.accept })).toBeTruthy();
  });

  it('"Adjust" puts the cursor in the message field and says what to write', async () => {
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal]) });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: en.plan.adjust }));
    expect(document.activeElement).toBe(field());
    expect(screen.getByText(en.input.adjustHint)).toBeTruthy();
    expect(field().placeholder).toBe(en.input.adjustPlaceholder);
  });

  it('follows the live events: thinking, processing, then the reply', async () => {
    renderChat();
    await screen.findByText('By when would you like to get there?');
    const live = (data: unknown) => act(() => emitRealtime({ component: 'agent', data }));

    live({ conversation_id: 'c1', state: 'thinking' });
    expect(screen.getByRole('status').textContent).toBe(en.status.thinking);
    live({ conversation_id: 'c1', state: 'processing' });
    expect(screen.getByRole('status').textContent).toBe(en.status.processing);
    // A model's reply streams in while the plan is checked (decision 039), then the final message replaces it.
    live({ conversation_id: 'c1', state: 'processing', text: 'Eight weeks to' });
    live({ conversation_id: 'c1', state: 'processing', text: 'Eight weeks to your first 10K' });
    expect(screen.getByText('Eight weeks to your first 10K')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en.status.processing);
    live({ conversation_id: 'other', state: 'reply', message: answer });
    expect(screen.queryByText('in 4 weeks')).toBeNull();
    live({ conversation_id: 'c1', state: 'reply', message: proposal });
    expect(screen.getByRole('heading', { name: plan.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText('Eight weeks to your first 10K')).toBeNull();
  });

  it('pages back: older messages come above, and the button goes once the first message is shown', async () => {
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([answer, proposal], 1, 2) });
    renderChat();
    const earlier = await screen.findByRole('button', { name: en.chat.loadEarlier });
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question], 2, 2) });
    fireEvent.click(earlier);
    await screen.findByText('I want to sleep better');
    const texts = items().map((item) => item.textContent ?? '');
    expect(texts).toHaveLength(4);
    ['I want to sleep better', 'By when would', 'in 4 weeks', 'Here is your plan'].forEach((text, index) =>
      expect(texts[index]).toContain(text),
    );
    expect(said('GET', MESSAGES_PATH).at(-1)?.url).toBe(`${MESSAGES_PATH}?page=2&per_page=20`);
    expect(screen.queryByRole('button', { name: en.chat.loadEarlier })).toBeNull();
  });

  it('sends on Enter, adds a line on Shift+Enter, and counts characters against the limit', async () => {
    renderChat();
    await screen.findByText('By when would you like to get there?');
    fireEvent.change(field(), { target: { value: 'in 6 weeks' } });
    expect(screen.getByText(`10 of ${AGENT_MESSAGE_MAX} characters`)).toBeTruthy();
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(said('POST', MESSAGES_PATH)).toHaveLength(0);

    api.replies.set(MESSAGES_PATH, { status: 201, body: { data: [message('m6', 'user', 'in 6 weeks'), proposal] } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: plan.title })).toBeTruthy();
    expect(JSON.parse(said('POST', MESSAGES_PATH)[0]?.body ?? '')).toEqual({ message: 'in 6 weeks' });
    expect(field().value).toBe('');

    fireEvent.change(field(), { target: { value: 'x'.repeat(AGENT_MESSAGE_MAX + 1) } });
    expect(screen.getByText(`Keep it to ${AGENT_MESSAGE_MAX} characters.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.input.send }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(said('POST', MESSAGES_PATH)).toHaveLength(1);
  });

  it('keeps the text and says why when a message could not be sent', async () => {
    renderChat();
    await screen.findByText('By when would you like to get there?');
    api.replies.set(MESSAGES_PATH, { status: 429, body: { message: 'Too Many Requests' } });
    fireEvent.change(field(), { target: { value: 'in 6 weeks' } });
    fireEvent.click(screen.getByRole('button', { name: en.input.send }));
    expect(await screen.findByText(en.errors.tooMany)).toBeTruthy();
    expect(field().value).toBe('in 6 weeks');
  });

  it('says so when the program has no conversation', async () => {
    api.replies.set(CONVERSATION_PATH, { status: 404, body: { message: 'Resource not found' } });
    renderChat();
    expect(await screen.findByText(en.chat.missingTitle)).toBeTruthy();
  });

  it('asks a temporary user to create an account, in a dialog on this page', async () => {
    useSessionStore.setState({
      user: { ...member, is_temporary: true, email_verified_at: null, program: 'p1' } as TCurrentUser,
    });
    renderChat();
    expect(await screen.findByText(en.banner.title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.banner.action }));
    const dialog = await screen.findByRole('dialog', { name: en.banner.modalTitle });
    expect(within(dialog).getByRole('textbox', { name: /email/i })).toBeTruthy();
    // Its title is a heading and its close button has a name (axe button-name, decision 087).
    expect(within(dialog).getByRole('heading', { level: 2, name: en.banner.modalTitle })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('offers Accept before the account while a proposal waits, the account as the quieter choice', async () => {
    useSessionStore.setState({
      user: { ...member, is_temporary: true, email_verified_at: null, program: 'p1' } as TCurrentUser,
    });
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal]) });
    renderChat();
    await screen.findByRole('button', { name: en.plan.accept });
    const actions = screen.getAllByRole('button', { name: new RegExp(`^(${en.plan.accept}|${en.banner.action})$`) });
    expect(actions.map((button) => button.textContent)).toEqual([en.plan.accept, en.banner.action]);
    expect(within(screen.getByRole('alert')).queryByRole('button')).toBeNull();
    fireEvent.click(actions[1]!);
    expect(await screen.findByRole('dialog', { name: en.banner.modalTitle })).toBeTruthy();
  });
});

describe('agent page: a temporary user held from another page (decision 081)', () => {
  const temporary = { ...member, is_temporary: true, email_verified_at: null, program: 'p1' } as TCurrentUser;
  const openPage = (at: string) =>
    renderWithProviders(null, { routes: [{ path: '/follow-program/:target/:id/agent', Component: AgentPage }], at });

  it('says why the page they asked for did not open and offers the account, even while a proposal waits', async () => {
    useSessionStore.setState({ user: temporary });
    api.replies.set(MESSAGES_PATH, { status: 200, body: pageOf([intent, question, answer, proposal]) });
    const { router } = openPage('/follow-program/main/p1/agent?from=%2Fprograms');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(en.banner.heldTitle)).toBeTruthy();
    expect(within(banner).getByText(en.banner.heldBody)).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: en.banner.action }));
    expect(await screen.findByRole('dialog', { name: en.banner.modalTitle })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    // Dismissed: the usual banner again (it only informs while the proposal waits), and the address forgets `from`.
    fireEvent.click(within(banner).getByRole('button', { name: en.banner.heldClose }));
    expect(await screen.findByText(en.banner.title)).toBeTruthy();
    expect(screen.queryByText(en.banner.heldTitle)).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('shows the usual banner without `from`, and nothing of it to a member', async () => {
    useSessionStore.setState({ user: temporary });
    openPage('/follow-program/main/p1/agent');
    expect(await screen.findByText(en.banner.title)).toBeTruthy();
    expect(screen.queryByText(en.banner.heldTitle)).toBeNull();
    cleanup();

    useSessionStore.setState({ user: member });
    openPage('/follow-program/main/p1/agent?from=%2Fprograms');
    await screen.findByRole('log', { name: en.chat.log });
    expect(screen.queryByText(en.banner.heldTitle)).toBeNull();
    expect(screen.queryByText(en.banner.title)).toBeNull();
  });
});

describe('agent chat sidebar', () => {
  it("opens from its toggle with the program's chat, and closes; the flag is the UI store's", async () => {
    renderChat(() => (
      <>
        <AgentSidebarToggle />
        <AgentSidebar programId="p1" />
      </>
    ));
    const toggle = await screen.findByRole('button', { name: en.sidebar.open });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: en.sidebar.title });
    expect(useUiStore.getState().activeSidebar).toBe('agent');
    expect(await within(drawer).findByText('By when would you like to get there?')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: en.sidebar.close }));
    await waitFor(() => expect(useUiStore.getState().activeSidebar).toBeNull());
    expect('showSidebar' in useAgentStore.getState()).toBe(false);
  });
});
