import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReporter } from './error-reporting.ts';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@ito/contracts/common/messages';
import { refusedValue } from './database-errors.ts';

export type AppErrorCode =
  'unauthenticated' | 'forbidden' | 'not_found' | 'validation' | 'locked' | 'too_many_requests' | 'gone';

/** A domain error: thrown inside services, mapped to the SPEC section 8 catalogue at the edge. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields?: Record<string, string[]>;
  readonly used?: string[];
  readonly isUpdate?: boolean;
  /** Seconds until asking again may succeed: sent as `Retry-After` (429). */
  readonly retryAfter?: number;

  constructor(
    code: AppErrorCode,
    message?: string,
    extra: { fields?: Record<string, string[]>; used?: string[]; isUpdate?: boolean; retryAfter?: number } = {},
  ) {
    super(message ?? defaultMessage(code));
    this.code = code;
    this.fields = extra.fields;
    this.used = extra.used;
    this.isUpdate = extra.isUpdate;
    this.retryAfter = extra.retryAfter;
  }
}

function defaultMessage(code: AppErrorCode): string {
  switch (code) {
    case 'unauthenticated':
      return MESSAGES.unauthenticated;
    case 'forbidden':
      return MESSAGES.forbidden;
    case 'not_found':
      return MESSAGES.notFound;
    case 'validation':
      return MESSAGES.validation;
    case 'locked':
      return MESSAGES.lockedUpdate;
    case 'too_many_requests':
      return MESSAGES.tooManyRequests;
    case 'gone':
      return 'This link has expired or was already used.';
  }
}

export const notFound = (): AppError => new AppError('not_found');
export const forbidden = (message?: string): AppError => new AppError('forbidden', message);
export const unauthenticated = (): AppError => new AppError('unauthenticated');
/** 429 with `Retry-After` (whole seconds, at least 1). */
export const tooManyRequests = (retryAfterSeconds: number, message?: string): AppError =>
  new AppError('too_many_requests', message, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** 422 with one message on one field. */
export function invalid(field: string, message: string): AppError {
  return new AppError('validation', message, { fields: { [field]: [message] } });
}

/** 423: the item is used by others. */
export function locked(used: string[], isUpdate: boolean): AppError {
  return new AppError('locked', isUpdate ? MESSAGES.lockedUpdate : MESSAGES.lockedDelete, { used, isUpdate });
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

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldErrors(issues: Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const issuePath = issue.params?.issue?.path;
    const key =
      issuePath && issuePath.length > 0
        ? issuePath.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    (errors[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

/** Maps every failure to the catalogue. Internals (stack, SQL) never reach the client. */
export function installErrorHandling(app: FastifyInstance, reporter: ErrorReporter): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const status = STATUS[err.code];
      if (err.retryAfter !== undefined) reply.header('retry-after', String(Math.ceil(err.retryAfter)));
      if (err.code === 'validation') {
        return reply.code(status).send({ message: err.message, errors: err.fields ?? {} });
      }
      if (err.code === 'locked') {
        return reply
          .code(status)
          .send({ message: err.message, errors: { used: err.used ?? [], update: !!err.isUpdate } });
      }
      return reply.code(status).send({ message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation as Issue[]);
      const first = Object.values(errors)[0]?.[0];
      return reply.code(422).send({ message: first ?? MESSAGES.validation, errors });
    }
    if (err.statusCode === 429) {
      return reply.code(429).send({ message: MESSAGES.tooManyRequests });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(422).send({ message: err.message, errors: { body: [err.message] } });
    }
    if (err.statusCode === 400 && err.code?.startsWith('FST_ERR_CTP')) {
      return reply
        .code(422)
        .send({ message: 'The request body is not valid JSON.', errors: { body: ['Invalid JSON.'] } });
    }
    if (err.statusCode === 413) {
      return reply.code(413).send({ message: 'The request is too large.' });
    }
    const refused = refusedValue(err);
    if (refused) {
      // Bad input the edge did not catch: the client hears 422, the log keeps a warning to close the gap with a
      // contract bound (decision 021).
      request.log.warn({ ...refused, route: request.routeOptions.url }, 'the database refused a value');
      return reply.code(422).send({ message: INPUT_REFUSED, errors: { input: [INPUT_REFUSED] } });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err }, 'unhandled error');
    }
    reporter.capture(err, { method: request.method, url: request.routeOptions.url ?? request.url, id: request.id });
    return reply.code(500).send({ message: MESSAGES.serverError });
  });
}

const INPUT_REFUSED = 'A value is out of range or not valid.';
const BAD_ADDRESS = 'The address contains characters that are not valid.';
const LONG_ADDRESS = 'A part of the address is too long.';

/**
 * Fastify's own refusals before routing (`frameworkErrors`): a path that is not valid percent-encoded UTF-8
 * (`/api/join/%ED%A0%80`) or a path parameter past `maxParamLength` is bad input, answered like any other 422.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = err.code === 'FST_ERR_BAD_URL' ? BAD_ADDRESS : LONG_ADDRESS;
    void reply.code(422).send({ message, errors: { path: [message] } });
    return;
  }
  request.log.error({ err }, 'framework error');
  void reply.code(500).send({ message: MESSAGES.serverError });
}
