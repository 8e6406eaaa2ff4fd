import { act, cleanup, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useValidationStore } from '../stores/validation-store.ts';
import { useServerErrors } from './use-server-errors.ts';

interface Values {
  email: string;
  password: string;
}

function useLoginForm() {
  const form = useForm<Values>({ defaultValues: { email: '', password: '' } });
  useServerErrors(form);
  // Reading errors subscribes the hook to them, as a rendered form does.
  return { form, errors: form.formState.errors };
}

// Unmount before resetting the store, so the reset re-renders nothing.
afterEach(() => {
  cleanup();
  useValidationStore.getState().reset();
});

describe('useServerErrors', () => {
  it('puts known fields on their inputs and the rest on root.server', () => {
    const { result } = renderHook(useLoginForm);
    act(() => {
      useValidationStore.getState().setErrors({
        email: ['These credentials do not match our records.', 'second message is ignored'],
        guest_key: ['The session key must be base-36.'],
      });
    });
    expect(result.current.errors.email).toMatchObject({
      type: 'server',
      message: 'These credentials do not match our records.',
    });
    expect(result.current.errors.password).toBeUndefined();
    expect(result.current.errors.root?.server?.message).toBe('The session key must be base-36.');
  });

  it('hides a field error, and the form-level one, once the field is edited', () => {
    const { result } = renderHook(useLoginForm);
    act(() => {
      useValidationStore.getState().setErrors({ email: ['Taken'], password: ['Too weak'], code: ['Unknown code'] });
    });
    act(() => {
      result.current.form.setValue('email', 'new@example.com');
    });
    expect(useValidationStore.getState().errors).toEqual({ password: ['Too weak'] });
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.password?.message).toBe('Too weak');
    expect(result.current.errors.root?.server).toBeUndefined();
  });

  it('puts a differently named server key on the field `fieldFor` names, and hides it when that field is edited', () => {
    const { result } = renderHook(() => {
      const form = useForm<Values>({ defaultValues: { email: '', password: '' } });
      useServerErrors(form, (field) => (field === 'secret' ? 'password' : field));
      return { form, errors: form.formState.errors };
    });
    act(() => useValidationStore.getState().setErrors({ secret: ['Too weak'], email: ['Taken'] }));
    expect(result.current.errors.password?.message).toBe('Too weak');
    expect(result.current.errors.root?.server).toBeUndefined();
    act(() => result.current.form.setValue('password', 'a-better-one', { shouldDirty: true }));
    expect(useValidationStore.getState().errors).toEqual({ email: ['Taken'] });
  });

  it('clears the store when the form goes away', () => {
    const { unmount } = renderHook(useLoginForm);
    act(() => useValidationStore.getState().setErrors({ email: ['Taken'] }));
    unmount();
    expect(useValidationStore.getState().errors).toEqual({});
  });
});
