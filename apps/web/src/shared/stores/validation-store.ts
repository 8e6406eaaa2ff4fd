import { create } from 'zustand';
import type { CodedMessage } from '@ito/contracts/common/message-codes';

/**
 * Server-side field errors (422) for the form on screen; SPEC 5: reset before each write and on route change.
 * `errors` is the server's English (the fallback); `codes` the same fields by catalogue code (decision 045), which
 * is what a form shows, translated.
 */
export interface ValidationState {
  errors: Record<string, string[]>;
  codes: Record<string, CodedMessage[]>;
  errorFields: string[];
  setErrors: (errors: Record<string, string[]>, codes?: Record<string, CodedMessage[]>) => void;
  reset: () => void;
  hideError: (field: string) => void;
}

export const useValidationStore = create<ValidationState>()((set) => ({
  errors: {},
  codes: {},
  errorFields: [],
  setErrors: (errors, codes = {}) => set({ errors, codes, errorFields: Object.keys(errors) }),
  reset: () => set({ errors: {}, codes: {}, errorFields: [] }),
  hideError: (field) =>
    set((s) => {
      const { [field]: _removed, ...errors } = s.errors;
      const { [field]: _code, ...codes } = s.codes;
      return { errors, codes, errorFields: s.errorFields.filter((f) => f !== field) };
    }),
}));
