import type { z } from 'zod';
import type { TAuthResponse } from '@ito/contracts/auth/auth-data';
import type { ZResendResponse } from '@ito/contracts/auth/email-verification';
import type { TFinishRegistrationRequest } from '@ito/contracts/auth/finish-registration';
import type { ZJoinCodeResponse } from '@ito/contracts/auth/join';
import type { TLoginRequest } from '@ito/contracts/auth/login';
import type { TByTokenRequest, TMagicLinkRequest } from '@ito/contracts/auth/magic-link';
import type { TPasswordRecoveryRequest, TPasswordResetRequest } from '@ito/contracts/auth/password';
import type { TRegisterRequest } from '@ito/contracts/auth/register';
import type { TCurrentUser, ZGetUserDataResponse } from '@ito/contracts/user/get-data';
import { api } from '../../../shared/api/client.ts';

/** The auth endpoints of packages/contracts/src/auth, one small function each. */

export function login(body: TLoginRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('login', body);
}

export function register(body: TRegisterRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('register', body);
}

export function finishRegistration(body: TFinishRegistrationRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('auth/finish-registration', body);
}

export function requestMagicLink(body: TMagicLinkRequest): Promise<unknown> {
  return api.post('auth/magic-link', body);
}

/** Silent: the by-token page explains a dead link itself. */
export function signInByToken(body: TByTokenRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('auth/by-token', body, { silent: true });
}

export function requestPasswordRecovery(body: TPasswordRecoveryRequest): Promise<unknown> {
  return api.post('password/recovery', body);
}

export function resetPassword(body: TPasswordResetRequest): Promise<TAuthResponse> {
  return api.post<TAuthResponse>('password/reset', body);
}

export function resendVerification(): Promise<z.infer<typeof ZResendResponse>> {
  return api.post<z.infer<typeof ZResendResponse>>('email/resend');
}

/** Silent: an unknown code is shown as "not valid" on the page, not as an error flash. */
export function fetchJoinCode(code: string): Promise<z.infer<typeof ZJoinCodeResponse>> {
  return api.get<z.infer<typeof ZJoinCodeResponse>>(`join/${encodeURIComponent(code)}`, { silent: true });
}

/** Silent poll of the current user (the verification page asks on every focus; failures just wait for the next). */
export async function pollCurrentUser(): Promise<TCurrentUser> {
  const response = await api.get<z.infer<typeof ZGetUserDataResponse>>('user/get-data', { silent: true });
  return response.data;
}
