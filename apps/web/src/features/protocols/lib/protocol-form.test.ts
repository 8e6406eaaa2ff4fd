import { describe, expect, it } from 'vitest';
import { protocolBody, ZProtocolForm } from './protocol-form.ts';

describe('protocol details form', () => {
  it('needs a name of 3 letters or more and keeps the description within its limit', () => {
    const empty = ZProtocolForm.safeParse({ name: '  ', description: '', category_id: null, program_id: null });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['name']);

    const long = ZProtocolForm.safeParse({
      name: 'Abc',
      description: 'x'.repeat(5001),
      category_id: null,
      program_id: null,
    });
    expect(long.error?.issues[0]?.path).toEqual(['description']);
  });

  it('sends the trimmed name and description with the chosen category and program', () => {
    const values = ZProtocolForm.parse({
      name: ' Sleep reset ',
      description: ' Nightly ',
      category_id: 'c1',
      program_id: null,
    });
    expect(protocolBody(values)).toEqual({
      name: 'Sleep reset',
      description: 'Nightly',
      category_id: 'c1',
      program_id: null,
    });
  });
});
