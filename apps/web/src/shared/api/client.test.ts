import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@ito/contracts/common/messages';
import { setErrorReporter } from '../error-reporting.ts';
import { setNavigator, setRouteReaders, type LayoutName } from '../navigation.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { resetUiStore, useUiStore } from '../stores/ui-store.ts';
import { ApiError } from './api-error.ts';
import { api, setApiBaseUrl } from './client.ts';
import { closedPortUrl, startTestApiServer, type ReceivedRequest, type TestReply } from '../../test/test-api-server.ts';
import { useValidationStore } from '../stores/validation-store.ts';

let server: Server;
let baseUrl: string;
let requests: ReceivedRequest[];
let replies: Map<string, TestReply>;
let layout: LayoutName = 'default';
const navigate = vi.fn();
const reporter = vi.fn();

const statusPath = (code: number, body?: unknown) =>
  `status/${code}${body === undefined ? '' : `?body=${encodeURIComponent(JSON.stringify(body))}`}`;
const lastRequest = () => requests.at(-1) as ReceivedRequest;
const flash = () => useUiStore.getState().flash;

beforeAll(async () => {
  ({ server, baseUrl, requests, replies } = await startTestApiServer());
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  layout = 'default';
  navigate.mockReset();
  reporter.mockReset();
  setApiBaseUrl(baseUrl);
  setNavigator(navigate);
  setErrorReporter(reporter);
  setRouteReaders({ layout: () => layout, fullPath: () => '/settings/devices?tab=1' });
  resetUiStore();
  useValidationStore.getState().reset();
  useSessionStore.setState({
    token: 'user-token',
    dashboardToken: null,
    isAuthed: 'yes',
    guestKey: 'abc123def456',
    tenantTokens: [],
    isWatchingTenant: false,
    redirectTo: null,
  });
});
afterEach(() => {
  resetUiStore();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends the standard headers and resolves the parsed body', async () => {
    const body = await api.get<{ data: { path: string } }>('user/get-data');
    expect(body.data.path).toBe('/api/user/get-data');
    const { method, headers } = lastRequest();
    expect(method).toBe('GET');
    expect(headers).toMatchObject({
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-domain': window.location.host,
      authorization: 'Bearer user-token',
      'x-session-key': 'abc123def456',
      'x-time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(headers['x-time-zone']).toMatch(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/);
    expect(headers['content-type']).toBeUndefined();
  });

  it('sends the time zone of the browser, so "today" is the person\'s today', async () => {
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'Asia/Riyadh' } as Intl.ResolvedDateTimeFormatOptions);
    await api.post('agent/conversations', { message: 'Sleep better' });
    expect(lastRequest().headers['x-time-zone']).toBe('Asia/Riyadh');
    zone.mockRestore();
  });

  it('sends no bearer without a token', async () => {
    useSessionStore.setState({ token: null });
    await api.get('core/load');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('uses the dashboard token on a dashboard-layout route', async () => {
    useSessionStore.setState({ dashboardToken: 'dash-token' });
    layout = 'dashboard';
    await api.get('creator/programs');
    expect(lastRequest().headers.authorization).toBe('Bearer dash-token');
    layout = 'default';
    await api.get('creator/programs');
    expect(lastRequest().headers.authorization).toBe('Bearer user-token');
  });

  it('posts JSON and resets validation errors first', async () => {
    useValidationStore.getState().setErrors({ email: ['Taken'] });
    await api.post('login', { email: 'a@b.c', password: 'secret' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ email: 'a@b.c', password: 'secret' });
    expect(useValidationStore.getState().errors).toEqual({});
  });

  it('posts FormData as multipart', async () => {
    // jsdom's FormData is not one the runtime's fetch can encode; a browser's is. Take the runtime's own.
    const form = await new Response(new URLSearchParams({ title: 'Morning run' })).formData();
    await api.post('files', form);
    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="title"');
    expect(request.body).toContain('Morning run');
  });

  it('sends PUT and PATCH as POST with a method override, DELETE as DELETE', async () => {
    await expect(api.put('programs/7', { title: 'A' })).resolves.toMatchObject({ data: { method: 'POST' } });
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/api/programs/7?_method=PUT' });
    expect(JSON.parse(lastRequest().body)).toEqual({ title: 'A' });

    await api.patch('programs/7?lang=en', { title: 'B' });
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/api/programs/7?lang=en&_method=PATCH' });

    await expect(api.del('programs/7')).resolves.toMatchObject({ data: { method: 'DELETE' } });
    expect(lastRequest()).toMatchObject({ method: 'DELETE', url: '/api/programs/7' });
  });

  it('prefixes the tenant scope when the target is a known tenant token and watching is on', async () => {
    useSessionStore.setState({ tenantTokens: [{ cmt: 'acme' }], isWatchingTenant: true });
    await api.get('programs?target=acme');
    expect(lastRequest().url).toBe('/api/_cmt/acme/programs?target=acme');
    await api.get('programs', { query: { target: 'acme', page: 2 } });
    expect(lastRequest().url).toBe('/api/_cmt/acme/programs?target=acme&page=2');
    await api.get('programs?target=other');
    expect(lastRequest().url).toBe('/api/programs?target=other');

    useSessionStore.setState({ isWatchingTenant: false });
    await api.get('programs?target=acme');
    expect(lastRequest().url).toBe('/api/programs?target=acme');
  });

  it('counts the request while it runs', async () => {
    const pending = api.get('slow');
    expect(useUiStore.getState().requestCount).toBe(1);
    await pending;
    expect(useUiStore.getState().requestCount).toBe(0);
  });
});

describe('error catalogue', () => {
  it('401: clears the flash, logs out, remembers the path and goes to /', async () => {
    useUiStore.getState().setFlash({ type: 'info', message: 'old' });
    useSessionStore.setState({ tenantTokens: [{ cmt: 'acme' }] });
    await expect(api.get(statusPath(401))).rejects.toMatchObject({ status: 401 });
    expect(flash()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      isAuthed: 'no',
      tenantTokens: [],
      redirectTo: '/settings/devices?tab=1',
    });
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('401 without a session (a failed sign-in) only shows the message', async () => {
    useSessionStore.setState({ token: null, isAuthed: 'no' });
    await expect(api.post(statusPath(401, { message: 'Nope' }), {})).rejects.toBeInstanceOf(ApiError);
    expect(flash()).toMatchObject({ type: 'error', message: 'Nope' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('403: warns "Access Denied" and goes to /home', async () => {
    await expect(api.get(statusPath(403))).rejects.toMatchObject({ status: 403 });
    // A codeless answer shows its own sentence at once, then the catalogue's once that has arrived (decision 045).
    await vi.waitFor(() => expect(flash()).toMatchObject({ type: 'warning', message: MESSAGES.forbidden }));
    expect(navigate).toHaveBeenCalledWith('/home', undefined);
  });

  it('404: "Resource not found", or nothing when the caller is silent', async () => {
    await expect(api.get(statusPath(404))).rejects.toMatchObject({ status: 404 });
    await vi.waitFor(() =>
      expect(flash()).toMatchObject({ type: 'error', title: 'Error', message: MESSAGES.notFound }),
    );
    useUiStore.getState().resetFlash();
    await expect(api.get(statusPath(404), { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(flash()).toBeNull();
  });

  it('422: stores the field errors', async () => {
    const errors = { email: ['The email has already been taken.'], password: ['Too short.'] };
    const failure = await api
      .post(statusPath(422, { message: 'The given data was invalid.', errors }), {})
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, body: { errors } });
    expect(useValidationStore.getState().errors).toEqual(errors);
    expect(useValidationStore.getState().errorFields).toEqual(['email', 'password']);
    expect(flash()).toBeNull();
  });

  it('423: names the items that use it, for update and for delete; put/del throw what uses it', async () => {
    const update = { message: 'Locked', errors: { used: ['Plan A', 'Plan B'], update: true } };
    const updateFailure = await api.put(statusPath(423, update), {}).catch((e: unknown) => e);
    expect(updateFailure).toBeInstanceOf(ApiError);
    expect(updateFailure).toMatchObject({ status: 423, kind: 'locked', usedBy: ['Plan A', 'Plan B'] });
    expect(flash()).toMatchObject({ type: 'error', message: `${MESSAGES.lockedUpdate}: Plan A, Plan B` });

    const remove = { message: 'Locked', errors: { used: ['Plan C'], update: false } };
    await expect(api.del(statusPath(423, remove))).rejects.toMatchObject({ kind: 'locked', usedBy: ['Plan C'] });
    expect(flash()).toMatchObject({ type: 'error', message: `${MESSAGES.lockedDelete}: Plan C` });
  });

  it('422 and 429: the error carries the field messages and the Retry-After seconds', async () => {
    const errors = { name: ['The name is taken.'] };
    await expect(api.patch(statusPath(422, { message: 'Invalid', errors }), {})).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: errors,
    });
    replies.set('/api/busy', { status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '7' } });
    await expect(api.post('busy', {})).rejects.toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 7 });
    await expect(api.get(statusPath(404))).rejects.toMatchObject({ kind: 'not-found', fieldErrors: {}, usedBy: [] });
  });

  it('500: "Something went wrong", reported; patch throws', async () => {
    await expect(api.patch(statusPath(500), {})).rejects.toMatchObject({ status: 500, kind: 'server' });
    expect(flash()).toMatchObject({ type: 'error', message: MESSAGES.serverError });
    expect(reporter).toHaveBeenCalledTimes(1);
    await expect(api.get(statusPath(500))).rejects.toMatchObject({ status: 500 });
  });

  it('network failure: the network message titled Error, not reported; put throws', async () => {
    setApiBaseUrl(await closedPortUrl());
    const failure = await api.get('anything').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, isNetworkError: true });
    expect(flash()).toEqual({ type: 'error', title: 'Error', message: MESSAGES.network });
    await expect(api.put('anything', {})).rejects.toMatchObject({ status: 0, kind: 'network' });
    expect(reporter).not.toHaveBeenCalled();
    expect(useUiStore.getState().requestCount).toBe(0);
  });

  it('aborted: no flash and not reported', async () => {
    const controller = new AbortController();
    const pending = api.get('slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, isAborted: true });
    expect(flash()).toBeNull();
    expect(reporter).not.toHaveBeenCalled();
  });
});
