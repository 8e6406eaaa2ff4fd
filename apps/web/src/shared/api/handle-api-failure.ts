import { MESSAGES } from '@ito/contracts/common/messages';
import { i18n } from '../i18n/i18n.ts';
import { currentFullPath, navigateTo } from '../navigation.ts';
import { reportError } from '../error-reporting.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useUiStore } from '../ui/ui-store.ts';
import type { ApiError } from './api-error.ts';
import { useValidationStore } from './validation-store.ts';

export interface FailureContext {
  method: string;
  /** Skip the user-facing part (flash, navigation) for callers that show the failure themselves. */
  isSilent: boolean;
  /** Whether the call carried a bearer token: only then does a 401 mean "your session ended". */
  hadBearer: boolean;
}

function text(key: string, fallback: string): string {
  return i18n.t(key, { ns: 'common', defaultValue: fallback });
}

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return null;
}

function bodyErrors(body: unknown): Record<string, unknown> | null {
  if (body && typeof body === 'object' && 'errors' in body && body.errors && typeof body.errors === 'object') {
    return body.errors as Record<string, unknown>;
  }
  return null;
}

function lockedMessage(body: unknown, method: string): string {
  const errors = bodyErrors(body);
  const isUpdate = typeof errors?.update === 'boolean' ? errors.update : method !== 'DELETE';
  const head = isUpdate
    ? text('errors.lockedUpdate', MESSAGES.lockedUpdate)
    : text('errors.lockedDelete', MESSAGES.lockedDelete);
  const used = Array.isArray(errors?.used) ? errors.used.filter((u): u is string => typeof u === 'string') : [];
  return used.length > 0 ? `${head}: ${used.join(', ')}` : head;
}

/** SPEC section 8: what the user sees for each kind of failed call. */
export function handleApiFailure(error: ApiError, ctx: FailureContext): void {
  const ui = useUiStore.getState();
  const errorTitle = text('errors.title', 'Error');

  if (error.isAborted) return;
  if (error.status === 0) {
    if (!ctx.isSilent) ui.setFlash({ type: 'error', title: errorTitle, message: error.message });
    return;
  }

  switch (error.status) {
    case 422: {
      const errors = bodyErrors(error.body) ?? {};
      const fieldErrors: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(errors)) {
        fieldErrors[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
      }
      useValidationStore.getState().setErrors(fieldErrors);
      return;
    }
    case 401: {
      // A guest's 401 (e.g. a failed sign-in) is an ordinary failure; there is no session to end.
      if (!ctx.hadBearer) {
        if (!ctx.isSilent)
          ui.setFlash({ type: 'error', title: errorTitle, message: bodyMessage(error.body) ?? error.message });
        return;
      }
      // The session is gone: forget it, but remember where the user was so signing in returns there.
      ui.resetFlash();
      const session = useSessionStore.getState();
      session.logout();
      session.setRedirect(currentFullPath());
      navigateTo('/');
      return;
    }
    case 403:
      if (ctx.isSilent) return;
      ui.setFlash({
        type: 'warning',
        title: text('errors.warning', 'Warning'),
        message: text('errors.forbidden', MESSAGES.forbidden),
      });
      navigateTo('/home');
      return;
    case 404:
      if (!ctx.isSilent)
        ui.setFlash({ type: 'error', title: errorTitle, message: text('errors.notFound', MESSAGES.notFound) });
      return;
    case 423:
      if (!ctx.isSilent)
        ui.setFlash({ type: 'error', title: errorTitle, message: lockedMessage(error.body, ctx.method) });
      return;
    default:
      if (error.status >= 500) {
        // Only server faults are reported: network failures and aborts say nothing about our code.
        reportError(error, { status: error.status, method: ctx.method });
        if (!ctx.isSilent)
          ui.setFlash({ type: 'error', title: errorTitle, message: text('errors.serverError', MESSAGES.serverError) });
        return;
      }
      if (!ctx.isSilent) {
        ui.setFlash({
          type: 'error',
          title: errorTitle,
          message: bodyMessage(error.body) ?? text('errors.serverError', MESSAGES.serverError),
        });
      }
  }
}
