import { create } from 'zustand';

/** Server-side field errors (422) for the form on screen; SPEC 5: reset before each write and on route change. */
export interface ValidationState {
  errors: Record<string, string[]>;
  errorFields: string[];
  setErrors: (errors: Record<string, string[]>) => void;
  reset: () => void;
  hideError: (field: string) => void;
}

export const useValidationStore = create<ValidationState>()((set) => ({
  errors: {},
  errorFields: [],
  setErrors: (errors) => set({ errors, errorFields: Object.keys(errors) }),
  reset: () => set({ errors: {}, errorFields: [] }),
  hideError: (field) =>
    set((s) => {
      const { [field]: _removed, ...errors } = s.errors;
      return { errors, errorFields: s.errorFields.filter((f) => f !== field) };
    }),
}));
