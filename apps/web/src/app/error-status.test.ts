import { describe, expect, it } from 'vitest';
import { data } from 'react-router';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { MESSAGES } from '@ito/contracts/common/messages';
import { describeError, isRedirectError } from './error-status.ts';
import { RouteError } from './route-error.ts';

describe('describeError', () => {
  it('takes the status of a route error response', () => {
    expect(describeError(new ErrorResponseImpl(403, 'Forbidden', 'No entry'))).toEqual({
      status: 403,
      message: 'No entry',
    });
  });

  it('always reads 404 as "This page could not be found"', () => {
    expect(describeError(new ErrorResponseImpl(404, 'Not Found', 'whatever'))).toEqual({
      status: 404,
      message: MESSAGES.pageNotFound,
    });
  });

  it('takes the status of the error, then of its response', () => {
    expect(describeError(new RouteError(500, 'Unknown middleware x'))).toEqual({
      status: 500,
      message: 'Unknown middleware x',
    });
    expect(describeError(Object.assign(new Error('Gone'), { response: { status: 410 } }))).toEqual({
      status: 410,
      message: 'Gone',
    });
  });

  it('defaults to 500', () => {
    expect(describeError(new Error('Boom'))).toEqual({ status: 500, message: 'Boom' });
    expect(describeError('text')).toEqual({
      status: 500,
      message: MESSAGES.serverError,
      code: 'errors.server_error',
      params: {},
    });
    expect(describeError(data('x', { status: 200 }))).toMatchObject({ status: 500 });
  });
});

describe('isRedirectError', () => {
  it('recognises a thrown redirect and nothing else', () => {
    expect(isRedirectError(new Response(null, { status: 302, headers: { Location: '/home' } }))).toBe(true);
    expect(isRedirectError(new ErrorResponseImpl(301, 'Moved', null))).toBe(true);
    expect(isRedirectError(new ErrorResponseImpl(404, 'Not Found', null))).toBe(false);
    expect(isRedirectError(new Error('x'))).toBe(false);
  });
});
