import { z } from 'zod';

/** Readable messages for the generic cases, shared by the server's 422 bodies and the web forms. */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required.';
      if (issue.code === 'invalid_type') return `Expected ${issue.expected}.`;
      return undefined;
    },
  });
}
