import type { MessageCode } from '@ito/contracts/common/message-codes';
import { i18n } from '../i18n/i18n.ts';
import { messageText, MESSAGES_NAMESPACE } from '../i18n/message-text.ts';
import { currentFullPath, navigateTo } from '../navigation.ts';
import { reportError } from '../error-reporting.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore, type Flash } from '../stores/ui-store.ts';
import type { ApiError } from './api-error.ts';
import { useValidationStore } from '../stores/validation-store.ts';

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

function lockedMessage(error: ApiError, method: string): string {
  const errors = bodyErrors(error.body);
  const isUpdate = typeof errors?.update === 'boolean' ? errors.update : method !== 'DELETE';
  const head = said(error, isUpdate ? 'errors.locked_update' : 'errors.locked_delete');
  const used = Array.isArray(errors?.used) ? errors.used.filter((u): u is string => typeof u === 'string') : [];
  return used.length > 0 ? `${head}: ${used.join(', ')}` : head;
}

/**
 * What the answer says, by its code (decision 045); `expected` is the status's own code, used when the answer has
 * none (a proxy's page) and, for the statuses whose text is fixed, in place of the server's English.
 */
function said(error: ApiError, expected: MessageCode, fallback?: string): string {
  const code = error.code ?? expected;
  return messageText(
    code,
    error.code ? error.params : {},
    // Without a code (a proxy's answer, an older server) the body's own sentence is the best English there is.
    (error.code ? bodyMessage(error.body) : (fallback ?? bodyMessage(error.body))) ?? undefined,
  );
}

/**
 * Shows a flash now and, if the catalogue's translations had not arrived yet (a first failure right after the app
 * started in Arabic), again in the reader's language once they have, unless another flash replaced it meanwhile.
 */
function flashTranslated(build: () => Flash): void {
  const ui = useUiStore.getState();
  const first = build();
  ui.setFlash(first);
  if (i18n.hasLoadedNamespace(MESSAGES_NAMESPACE)) return;
  void i18n.loadNamespaces(MESSAGES_NAMESPACE).then(() => {
    if (useUiStore.getState().flash === first) useUiStore.getState().setFlash(build());
  });
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
      useValidationStore.getState().setErrors(fieldErrors, error.fieldCodes);
      return;
    }
    case 401: {
      // A guest's 401 (e.g. a failed sign-in) is an ordinary failure; there is no session to end.
      if (!ctx.hadBearer) {
        if (!ctx.isSilent)
          flashTranslated(() => ({
            type: 'error',
            title: errorTitle,
            message: said(error, 'errors.unauthenticated', error.message),
          }));
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
      flashTranslated(() => ({
        type: 'warning',
        title: text('errors.warning', 'Warning'),
        message: said(error, 'errors.forbidden'),
      }));
      navigateTo('/home');
      return;
    case 404:
      if (!ctx.isSilent)
        flashTranslated(() => ({ type: 'error', title: errorTitle, message: said(error, 'errors.not_found') }));
      return;
    case 423:
      if (!ctx.isSilent)
        flashTranslated(() => ({ type: 'error', title: errorTitle, message: lockedMessage(error, ctx.method) }));
      return;
    default:
      if (error.status >= 500) {
        // Only server faults are reported: network failures and aborts say nothing about our code.
        reportError(error, { status: error.status, method: ctx.method });
        // Whatever a 5xx body says (a proxy's page, say), the reader sees the catalogue's sentence.
        if (!ctx.isSilent)
          flashTranslated(() => ({
            type: 'error',
            title: errorTitle,
            message: messageText('errors.server_error'),
          }));
        return;
      }
      if (!ctx.isSilent) {
        flashTranslated(() => ({
          type: 'error',
          title: errorTitle,
          message: error.code
            ? said(error, error.code)
            : (bodyMessage(error.body) ?? messageText('errors.server_error')),
        }));
      }
  }
}
