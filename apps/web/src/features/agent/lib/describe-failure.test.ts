import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { describeFailure } from './describe-failure.ts';

describe('describeFailure', () => {
  it("keeps the server's words for a refused message", () => {
    const refused = new ApiError(422, { message: 'Invalid', errors: { message: ['Too long.'] } }, 'Invalid');
    expect(describeFailure(refused)).toEqual({ kind: 'server', text: 'Too long.' });
    expect(describeFailure(new ApiError(422, { message: 'Invalid' }, 'Invalid'))).toEqual({
      kind: 'server',
      text: 'Invalid',
    });
  });

  it('names the rest', () => {
    expect(describeFailure(new ApiError(0, null, 'Network'))).toEqual({ kind: 'network' });
    expect(describeFailure(new ApiError(429, null, 'Too Many Requests'))).toEqual({ kind: 'tooMany' });
    expect(describeFailure(new ApiError(404, null, 'Resource not found'))).toEqual({ kind: 'notFound' });
    expect(describeFailure(new ApiError(500, null, 'Something went wrong'))).toEqual({ kind: 'unknown' });
    expect(describeFailure(new Error('boom'))).toEqual({ kind: 'unknown' });
  });
});
