import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReporter } from './error-reporting.ts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  englishText,
  isMessageCode,
  type CodedMessage,
  type MessageCode,
  type MessageParams,
} from '@ito/contracts/common/message-codes';
import { isDatabaseUnavailable, refusedValue } from './database-errors.ts';

export type AppErrorCode =
  'unauthenticated' | 'forbidden' | 'not_found' | 'validation' | 'locked' | 'too_many_requests' | 'gone';

/**
 * What an error says (decision 045): a catalogue code, its parameters and the English text sent as the fallback.
 * `text` differs from the catalogue's only where a library's own words are kept (a media type Fastify refused).
 */
export type CodedText = CodedMessage & { text: string };

/**
 * A message as a thrower states it: a catalogue code (`'auth.email_taken'`), a code with parameters (and, where a
 * library's English says more than the catalogue, that `text` as the fallback), or (not yet catalogued) an English
 * sentence, which is sent under its kind's generic code.
 */
export type MessageInput = MessageCode | { code: MessageCode; params?: MessageParams; text?: string };

const KIND_CODE: Record<AppErrorCode, MessageCode> = {
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  not_found: 'errors.not_found',
  validation: 'errors.validation',
  locked: 'errors.locked_update',
  too_many_requests: 'errors.too_many_requests',
  gone: 'errors.gone',
};

/** A code's text; an English sentence keeps its words under `fallback`'s code. */
export function coded(input: MessageInput, fallback: MessageCode): CodedText {
  if (typeof input === 'object') {
    const params = input.params ?? {};
    return { code: input.code, params, text: input.text ?? englishText(input.code, params) };
  }
  if (isMessageCode(input)) return { code: input, params: {}, text: englishText(input) };
  return { code: fallback, params: {}, text: input };
}

/** A domain error: thrown inside services, mapped to the SPEC section 8 catalogue at the edge. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** What the answer says, by catalogue code. */
  readonly said: CodedText;
  readonly fields?: Record<string, CodedText[]>;
  readonly used?: string[];
  readonly isUpdate?: boolean;
  /** Seconds until asking again may succeed: sent as `Retry-After` (429). */
  readonly retryAfter?: number;

  constructor(
    code: AppErrorCode,
    message?: MessageInput,
    extra: {
      fields?: Record<string, MessageInput[]>;
      used?: string[];
      isUpdate?: boolean;
      retryAfter?: number;
    } = {},
  ) {
    const said = coded(message ?? KIND_CODE[code], KIND_CODE[code]);
    super(said.text);
    this.code = code;
    this.said = said;
    if (extra.fields) {
      this.fields = Object.fromEntries(
        Object.entries(extra.fields).map(([field, list]) => [field, list.map((m) => coded(m, 'validation.invalid'))]),
      );
    }
    this.used = extra.used;
    this.isUpdate = extra.isUpdate;
    this.retryAfter = extra.retryAfter;
  }
}

export const notFound = (): AppError => new AppError('not_found');
export const forbidden = (message?: MessageInput): AppError => new AppError('forbidden', message);
export const unauthenticated = (): AppError => new AppError('unauthenticated');
/** 429 with `Retry-After` (whole seconds, at least 1). */
export const tooManyRequests = (retryAfterSeconds: number, message?: MessageInput): AppError =>
  new AppError('too_many_requests', message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** 422 with one message on one field. */
export function invalid(field: string, message: MessageInput): AppError {
  return new AppError('validation', message, { fields: { [field]: [message] } });
}

/** 422 naming several fields; the first field's message is the answer's. */
export function invalidFields(fields: Record<string, MessageInput[]>): AppError {
  const first = Object.values(fields)[0]?.[0];
  return new AppError('validation', first, { fields });
}

/** 423: the item is used by others. */
export function locked(used: string[], isUpdate: boolean): AppError {
  return new AppError('locked', isUpdate ? 'errors.locked_update' : 'errors.locked_delete', { used, isUpdate });
}

const STATUS: Record<AppErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  validation: 422,
  locked: 423,
  too_many_requests: 429,
  gone: 410,
};

/** fastify-type-provider-zod's form of a zod issue: its code as `keyword`, its other fields in `params`. */
type Issue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } } & Record<string, unknown>;
};

/** The zod issue's own values a message may use (`.min(3, 'programs.title_min')` gives `minimum: 3`). */
const ISSUE_PARAMS = ['minimum', 'maximum', 'expected', 'format'] as const;

function issueParams(issue: Record<string, unknown>): MessageParams {
  const params: MessageParams = {};
  for (const name of ISSUE_PARAMS) {
    const value = issue[name];
    if (typeof value === 'number' || typeof value === 'string') params[name] = value;
    else if (typeof value === 'bigint') params[name] = Number(value);
  }
  const custom = issue.params;
  if (custom && typeof custom === 'object') {
    for (const [name, value] of Object.entries(custom)) {
      if (typeof value === 'number' || typeof value === 'string') params[name] = value;
    }
  }
  return params;
}

/** zod's issue kinds, for schemas that state no code of their own; zod's English stays the fallback. */
function genericCode(issue: Record<string, unknown>): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.expected';
    case 'too_small':
      return 'validation.too_small';
    case 'too_big':
      return 'validation.too_big';
    case 'invalid_format':
      return 'validation.invalid_format';
    default:
      return 'validation.invalid';
  }
}

function issueMessage(issue: Issue): CodedText {
  const zodIssue = { ...issue.params, code: issue.keyword };
  const params = issueParams(zodIssue);
  if (isMessageCode(issue.message)) {
    return { code: issue.message, params, text: englishText(issue.message, params) };
  }
  const code = genericCode(zodIssue);
  return { code, params, text: issue.message ?? englishText(code, params) };
}

function fieldErrors(issues: Issue[]): Record<string, CodedText[]> {
  const errors: Record<string, CodedText[]> = {};
  for (const issue of issues) {
    const issuePath = issue.params?.issue?.path;
    const key =
      issuePath && issuePath.length > 0
        ? issuePath.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    (errors[key] ??= []).push(issueMessage(issue));
  }
  return errors;
}

/** The SPEC section 8 body of an answer, with its code (decision 045). */
function said(message: CodedText): { message: string; code: MessageCode; params: MessageParams } {
  return { message: message.text, code: message.code, params: message.params };
}

/** A 422 body: SPEC's English `errors` per field, and the same fields by code in `codes`. */
export function validationBody(fields: Record<string, CodedText[]>, head?: CodedText) {
  const first = head ?? Object.values(fields)[0]?.[0] ?? coded('errors.validation', 'errors.validation');
  const errors: Record<string, string[]> = {};
  const codes: Record<string, CodedMessage[]> = {};
  for (const [field, list] of Object.entries(fields)) {
    errors[field] = list.map((m) => m.text);
    codes[field] = list.map(({ code, params }) => ({ code, params }));
  }
  return { ...said(first), errors, codes };
}

const fixed = (code: MessageCode): CodedText => coded(code, code);

/** The body of an answer that is sent directly rather than thrown (a 404 before routing, a 409). */
export const messageBody = (code: MessageCode, params: MessageParams = {}) =>
  said({ code, params, text: englishText(code, params) });

/** How long a client waits before asking again while the database is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Maps every failure to the catalogue. Internals (stack, SQL) never reach the client. */
export function installErrorHandling(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const status = STATUS[err.code];
      if (err.retryAfter !== undefined) reply.header('retry-after', String(Math.ceil(err.retryAfter)));
      if (err.code === 'validation') return reply.code(status).send(validationBody(err.fields ?? {}, err.said));
      if (err.code === 'locked') {
        return reply.code(status).send({ ...said(err.said), errors: { used: err.used ?? [], update: !!err.isUpdate } });
      }
      return reply.code(status).send(said(err.said));
    }
    if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'params') {
      // A path names a resource: a malformed id (or any segment that fails its schema) names nothing, and is
      // answered as an unknown one is (decision 075).
      return reply.code(404).send(messageBody('errors.not_found'));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(422).send(validationBody(fieldErrors(err.validation as Issue[])));
    }
    if (err.statusCode === 429) {
      return reply.code(429).send(said(fixed('errors.too_many_requests')));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      // Fastify's own words stay the English fallback.
      const message: CodedText = { code: 'validation.media_type', params: {}, text: err.message };
      if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message.code = 'validation.invalid_json';
      return reply.code(422).send(validationBody({ body: [message] }));
    }
    if (err.statusCode === 400 && err.code?.startsWith('FST_ERR_CTP')) {
      const message: CodedText = { ...fixed('validation.invalid_json'), text: 'Invalid JSON.' };
      return reply.code(422).send(validationBody({ body: [message] }, fixed('validation.invalid_json')));
    }
    if (err.statusCode === 413) {
      return reply.code(413).send(said(fixed('errors.too_large')));
    }
    if (isDatabaseUnavailable(err)) {
      // Not a fault in this request: the database is away for now. Asking again shortly may succeed.
      request.log.warn({ err, route: request.routeOptions.url }, 'the database is unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(said(fixed('errors.unavailable')));
    }
    const refused = refusedValue(err);
    if (refused) {
      // Bad input the edge did not catch: the client hears 422, the log keeps a warning to close the gap with a
      // contract bound (decision 021).
      request.log.warn({ ...refused, route: request.routeOptions.url }, 'the database refused a value');
      return reply.code(422).send(validationBody({ input: [fixed('validation.input_refused')] }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err }, 'unhandled error');
    }
    reporter.capture(err, { method: request.method, url: request.routeOptions.url ?? request.url, id: request.id });
    return reply.code(500).send(said(fixed('errors.server_error')));
  });
}

/**
 * Fastify's own refusals before routing (`frameworkErrors`): a path that is not valid percent-encoded UTF-8
 * (`/api/join/%ED%A0%80`) or a path parameter past `maxParamLength` is bad input, answered like any other 422.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = fixed(err.code === 'FST_ERR_BAD_URL' ? 'validation.bad_address' : 'validation.long_address');
    void reply.code(422).send(validationBody({ path: [message] }));
    return;
  }
  request.log.error({ err }, 'framework error');
  void reply.code(500).send(said(fixed('errors.server_error')));
}
