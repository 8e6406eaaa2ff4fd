import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTaskDetail } from '@ito/contracts/following/tasks';
import type { TCurrentUser } from '@ito/contracts/auth/get-data';
import type { TOrder } from '@ito/contracts/commerce/orders';
import { useValidationStore } from '../../../shared/stores/validation-store.ts';
import arErrors from '../../../shared/i18n/locales/ar/errors.json';
import ar from '../../../shared/i18n/locales/ar/following.json';
import en from '../../../shared/i18n/locales/en/following.json';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { MESSAGES_NAMESPACE } from '../../../shared/i18n/message-text.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { Component as TaskPage } from './task-page.tsx';
import { setUpTestApi } from '../../../test/test-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const api = setUpTestApi(['following', 'forms', 'commerce']);

const member = { id: 'u1', is_temporary: false, email_verified_at: '2026-01-01T00:00:00.000Z' } as TCurrentUser;

const base: TTaskDetail = {
  id: 't1',
  follow_id: 'f1',
  program: { id: 'p1', title: 'Run a 10K' },
  protocol: null,
  kind: 'assessment',
  title: 'Week 1 check-in',
  description: 'How did the first week feel?',
  why: 'Your answers set next week’s load.',
  texts: null,
  due_on: '2026-03-05',
  minutes: 5,
  status: 'pending',
  completed_at: null,
  questions: [
    {
      id: 'q1',
      prompt: 'How hard were the runs?',
      options: [
        { label: 'Easy', score: 2 },
        { label: 'Hard', score: 0 },
      ],
    },
    {
      id: 'q2',
      prompt: 'Any pain?',
      options: [
        { label: 'None', score: 2 },
        { label: 'Some', score: 0 },
      ],
    },
  ],
  kpi: null,
  result: null,
  asks_in: null,
  order: null,
};

const kpiTask: TTaskDetail = {
  ...base,
  id: 't2',
  kind: 'kpi',
  title: 'Record your longest run',
  questions: [],
  kpi: { id: 'k1', name: 'Longest run', unit: 'km', target: 10, direction: 'increase' },
};

const orderTask: TTaskDetail = {
  ...base,
  id: 't4',
  kind: 'order',
  title: 'Book the lab test',
  program: null,
  protocol: { id: 'pr1', name: 'Calm practice' },
  questions: [],
  order: { id: 'ord_1', status: 'pending', type: 'payment', amount_minor: 1500, currency: 'USD' },
};

const stepOrder: TOrder = {
  id: 'ord_1',
  item_type: 'protocol_order',
  item_id: 'pr1',
  item_title: 'Book the lab test',
  item_path: null,
  seller: { id: 'u2', name: 'Dr Sara', username: 'sara' },
  buyer: { id: 'u1', name: 'Mona', username: null },
  type: 'payment',
  status: 'pending',
  currency: 'USD',
  subtotal_minor: 1500,
  discount_minor: 0,
  amount_minor: 1500,
  refunded_minor: 0,
  discount_code: null,
  message: null,
  payment: null,
  receipt_number: null,
  created_at: '2026-03-01T10:00:00.000Z',
  paid_at: null,
  refunds: [],
};

beforeEach(() => {
  useValidationStore.getState().reset();
  useSessionStore.setState({ token: 'member-token', isAuthed: 'yes', user: { ...member, assignedTasks: 2 } });
  api.replies.set('/api/user/get-data', { status: 200, body: { data: { ...member, assignedTasks: 1 } } });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function renderTask(id: string) {
  renderWithProviders(null, {
    routes: [{ path: '/my-tasks/task/:id', Component: TaskPage }],
    at: `/my-tasks/task/${id}`,
  });
}

const posted = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.url.split('?')[0] === path);
const group = (name: string) => screen.getByRole('radiogroup', { name });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('task page', () => {
  it('shows the server’s field error in Arabic, by its code, to an Arabic reader', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['following', MESSAGES_NAMESPACE]);
    api.replies.set('/api/tasks/t1', { status: 200, body: { data: base } });
    renderTask('t1');
    await screen.findByRole('heading', { name: base.title, level: 1 });
    fireEvent.click(within(group('How hard were the runs?')).getByRole('radio', { name: 'Easy' }));
    fireEvent.click(within(group('Any pain?')).getByRole('radio', { name: 'Some' }));
    // The English is deliberately unrelated: only the code can have found the Arabic.
    api.replies.set('/api/tasks/t1/complete', {
      status: 422,
      body: {
        message: 'zzz',
        code: 'tasks.choose_option',
        params: {},
        errors: { 'answers.q2': ['zzz'] },
        codes: { 'answers.q2': [{ code: 'tasks.choose_option', params: {} }] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: ar.form.complete }));
    await waitFor(() => expect(describedBy(group('Any pain?'))).toContain(arErrors.tasks.choose_option));
    expect(describedBy(group('Any pain?'))).not.toContain('zzz');
  });

  it('requires every answer, shows the server’s 422 under its question, then the score and the plan changes', async () => {
    api.replies.set('/api/tasks/t1', { status: 200, body: { data: base } });
    renderTask('t1');
    expect(await screen.findByRole('heading', { name: base.title, level: 1 })).toBeTruthy();
    expect(screen.getByText(base.why)).toBeTruthy();

    // Nothing answered: each question says so, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: en.form.complete }));
    expect(screen.getAllByText(en.form.answerRequired)).toHaveLength(2);
    expect(posted('/api/tasks/t1/complete')).toHaveLength(0);

    // Answering one clears its message only.
    fireEvent.click(within(group('How hard were the runs?')).getByRole('radio', { name: 'Easy' }));
    expect(describedBy(group('How hard were the runs?'))).not.toContain(en.form.answerRequired);
    expect(describedBy(group('Any pain?'))).toContain(en.form.answerRequired);

    // The server still refuses one answer: its message lands under that question.
    fireEvent.click(within(group('Any pain?')).getByRole('radio', { name: 'Some' }));
    api.replies.set('/api/tasks/t1/complete', {
      status: 422,
      body: {
        message: 'Choose one of the options.',
        code: 'tasks.choose_option',
        params: {},
        errors: { 'answers.q2': ['Choose one of the options.'] },
        codes: { 'answers.q2': [{ code: 'tasks.choose_option', params: {} }] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: en.form.complete }));
    await waitFor(() => expect(describedBy(group('Any pain?'))).toContain('Choose one of the options.'));
    expect(describedBy(group('How hard were the runs?'))).not.toContain('Choose one of the options.');
    expect(JSON.parse(posted('/api/tasks/t1/complete')[0]!.body)).toEqual({ answers: { q1: 0, q2: 1 } });

    // Accepted: the result, the score and what the plan changed; the navbar's count is loaded again.
    const done: TTaskDetail = {
      ...base,
      status: 'done',
      completed_at: '2026-03-05T10:00:00.000Z',
      result: {
        answers: { q1: 0, q2: 1 },
        score: 2,
        max_score: 4,
        kpi_value: null,
        notes: 'Left knee',
        completed_on: '2026-03-05',
      },
    };
    api.replies.set('/api/tasks/t1/complete', {
      status: 200,
      body: {
        data: {
          task: done,
          progress: 12,
          changes: [
            { kind: 'load_lowered', task_ids: ['x'], why: 'Lighter next week: you felt some pain.' },
            {
              kind: 'asked',
              task_ids: ['y'],
              why: 'You missed “Easy run” (2026-03-02). What got in the way?',
              question: 'miss_reason',
              quick_replies: [{ label: 'I had no time', value: 'I had no time' }],
            },
          ],
        },
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: en.form.notes }), { target: { value: ' Left knee ' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.complete }));
    expect(await screen.findByText('Your score: 2 of 4')).toBeTruthy();
    expect(JSON.parse(posted('/api/tasks/t1/complete')[1]!.body)).toEqual({
      answers: { q1: 0, q2: 1 },
      notes: 'Left knee',
    });
    const notice = screen.getByTestId('plan-changes');
    expect(within(notice).getByText(en.changes.title)).toBeTruthy();
    expect(within(notice).getByText('Lighter next week: you felt some pain.')).toBeTruthy();
    // The plan's question is answered in its chat (decision 038).
    expect(within(notice).getByRole('link', { name: en.changes.answer }).getAttribute('href')).toBe(
      '/follow-program/main/p1/agent',
    );
    expect(screen.getByText('Your answer: Some')).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.form.complete })).toBeNull();
    await waitFor(() => expect(useSessionStore.getState().user?.assignedTasks).toBe(1));
  });

  it('asks a KPI task for its value with the unit, and sends it as a number', async () => {
    api.replies.set('/api/tasks/t2', { status: 200, body: { data: kpiTask } });
    renderTask('t2');
    const value = await screen.findByRole('textbox', { name: /Longest run: your value/ });
    expect(screen.getByText('Target: \u206810 km\u2069')).toBeTruthy();
    expect(screen.getByText('km')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: en.form.complete }));
    expect(await screen.findByText(en.form.kpiRequired)).toBeTruthy();

    api.replies.set('/api/tasks/t2/complete', {
      status: 200,
      body: {
        data: {
          task: {
            ...kpiTask,
            status: 'done',
            result: {
              answers: null,
              score: null,
              max_score: null,
              kpi_value: 7.5,
              notes: null,
              completed_on: '2026-03-05',
            },
          },
          progress: 20,
          changes: [],
        },
      },
    });
    fireEvent.change(value, { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: en.form.complete }));
    expect(await screen.findByText('Recorded: \u20687.5 km\u2069')).toBeTruthy();
    expect(JSON.parse(posted('/api/tasks/t2/complete')[0]!.body)).toEqual({ kpi_value: 7.5 });
    expect(screen.queryByTestId('plan-changes')).toBeNull();
  });

  it('names the protocol of a step task that belongs to no program, with no link to a program dashboard', async () => {
    const stepTask: TTaskDetail = {
      ...base,
      id: 't3',
      follow_id: null,
      program: null,
      protocol: { id: 'pr1', name: 'Calm practice' },
    };
    api.replies.set('/api/tasks/t3', { status: 200, body: { data: stepTask } });
    renderTask('t3');
    expect(await screen.findByText('Calm practice')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Run a 10K' })).toBeNull();
  });

  it('is the 404 page for a task that is not the caller’s', async () => {
    // React and the router log the thrown 404 on their way to the error boundary; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.replies.set('/api/tasks/nope', { status: 404, body: { message: 'Resource not found' } });
    renderWithProviders(null, {
      routes: [
        {
          path: '/my-tasks/task/:id',
          Component: TaskPage,
          ErrorBoundary: () => <p>error page {(useRouteError() as { status?: number }).status}</p>,
        },
      ],
      at: '/my-tasks/task/nope',
    });
    expect(await screen.findByText('error page 404')).toBeTruthy();
  });

  describe('a protocol’s order step', () => {
    it('offers Pay instead of Complete, pays the existing order, then waits for the server to finish the task', async () => {
      api.replies.set('/api/tasks/t4', { status: 200, body: { data: orderTask } });
      api.replies.set('/api/orders/ord_1', { status: 200, body: { data: stepOrder } });
      api.replies.set('/api/payments/config', {
        status: 200,
        body: { data: { provider: 'local', publishable_key: null, platform_fee_bps: 1000, hold_days: 7 } },
      });
      api.replies.set('/api/payment-methods', { status: 200, body: { data: [] } });
      api.replies.set('/api/payments/local/payment-methods', {
        status: 201,
        body: { data: { id: 'pm_local_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
      });
      api.replies.set('/api/orders/ord_1/pay', {
        status: 200,
        body: { data: { ...stepOrder, status: 'paid' }, next_action: null },
      });
      renderTask('t4');
      expect(await screen.findByRole('heading', { name: orderTask.title, level: 1 })).toBeTruthy();
      expect(screen.getByText('$15.00')).toBeTruthy();
      expect(screen.getByText(en.order.statuses.pending)).toBeTruthy();
      expect(screen.queryByRole('button', { name: en.form.complete })).toBeNull();
      expect(screen.queryByRole('textbox', { name: en.form.notes })).toBeNull();
      expect(screen.getByRole('button', { name: en.order.skip })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Pay $15.00' }));
      const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
      fireEvent.change(await within(dialog).findByLabelText(/Card number/), {
        target: { value: '4242 4242 4242 4242' },
      });
      fireEvent.change(within(dialog).getByLabelText(/^Expiry/), { target: { value: '1234' } });
      fireEvent.change(within(dialog).getByLabelText(/^CVC/), { target: { value: '123' } });
      // Paid, the task still pending: the page says so and asks again until the server has finished the task.
      api.replies.set('/api/tasks/t4', {
        status: 200,
        body: { data: { ...orderTask, order: { ...orderTask.order!, status: 'paid' } } },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $15.00' }));
      expect(await screen.findByText(en.order.paidFinishing)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pay $15.00' })).toBeNull();
      expect(screen.queryByRole('button', { name: en.order.skip })).toBeNull();

      api.replies.set('/api/tasks/t4', {
        status: 200,
        body: {
          data: {
            ...orderTask,
            status: 'done',
            completed_at: '2026-03-05T10:00:00.000Z',
            order: { ...orderTask.order!, status: 'paid' },
          },
        },
      });
      await waitFor(() => expect(screen.getByText(en.order.paid)).toBeTruthy(), { timeout: 4000 });
      expect(screen.getByText(/^Done on /)).toBeTruthy();
      expect(api.requests.filter((r) => r.method === 'POST' && r.url === '/api/orders')).toHaveLength(0);
      expect(posted('/api/tasks/t4/complete')).toHaveLength(0);
    });

    it('says a confirmation order waits for the seller, and Skip declines the order', async () => {
      const waiting: TTaskDetail = {
        ...orderTask,
        order: { ...orderTask.order!, type: 'confirmation', status: 'awaiting_confirmation' },
      };
      api.replies.set('/api/tasks/t4', { status: 200, body: { data: waiting } });
      renderTask('t4');
      expect(await screen.findByText(en.order.awaitingConfirmation)).toBeTruthy();
      expect(screen.getByText(en.order.statuses.awaiting_confirmation)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
      expect(screen.queryByRole('button', { name: en.form.complete })).toBeNull();
      expect(screen.getByText(en.order.skipHint)).toBeTruthy();

      api.replies.set('/api/tasks/t4/skip', {
        status: 200,
        body: {
          data: {
            task: { ...waiting, status: 'skipped', order: { ...waiting.order!, status: 'cancelled' } },
            progress: 10,
            changes: [],
          },
        },
      });
      fireEvent.click(screen.getByRole('button', { name: en.order.skip }));
      await waitFor(() => expect(useUiStore.getState().confirmRequest).not.toBeNull());
      useUiStore.getState().answerConfirm(true);
      expect(await screen.findByText(en.order.statuses.cancelled)).toBeTruthy();
      expect(posted('/api/tasks/t4/skip')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: en.order.skip })).toBeNull();
    });
  });
});
