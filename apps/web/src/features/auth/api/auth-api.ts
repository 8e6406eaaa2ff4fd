import type { TAuthResponse } from '@ito/contracts/auth/auth-data';
import { resendVerificationEndpoint } from '@ito/contracts/auth/email-verification';
import { finishRegistrationEndpoint, type TFinishRegistrationRequest } from '@ito/contracts/auth/finish-registration';
import { joinCodeEndpoint } from '@ito/contracts/auth/join';
import { loginEndpoint, type TLoginRequest } from '@ito/contracts/auth/login';
import {
  byTokenEndpoint,
  magicLinkEndpoint,
  type TByTokenRequest,
  type TMagicLinkRequest,
} from '@ito/contracts/auth/magic-link';
import {
  passwordRecoveryEndpoint,
  passwordResetEndpoint,
  type TPasswordRecoveryRequest,
  type TPasswordResetRequest,
} from '@ito/contracts/auth/password';
import { registerEndpoint, type TRegisterRequest } from '@ito/contracts/auth/register';
import { getUserDataEndpoint, type TCurrentUser } from '@ito/contracts/user/get-data';
import { call } from '../../../shared/api/call.ts';

/** The auth endpoints of packages/contracts/src/auth, one small function each, called by their contract objects. */

export function login(body: TLoginRequest): Promise<TAuthResponse> {
  return call(loginEndpoint, { body });
}

export function register(body: TRegisterRequest): Promise<TAuthResponse> {
  return call(registerEndpoint, { body });
}

export function finishRegistration(body: TFinishRegistrationRequest): Promise<TAuthResponse> {
  return call(finishRegistrationEndpoint, { body });
}

export function requestMagicLink(body: TMagicLinkRequest) {
  return call(magicLinkEndpoint, { body });
}

/** Silent: the by-token page explains a dead link itself. */
export function signInByToken(body: TByTokenRequest): Promise<TAuthResponse> {
  return call(byTokenEndpoint, { body, silent: true });
}

export function requestPasswordRecovery(body: TPasswordRecoveryRequest) {
  return call(passwordRecoveryEndpoint, { body });
}

export function resetPassword(body: TPasswordResetRequest): Promise<TAuthResponse> {
  return call(passwordResetEndpoint, { body });
}

export function resendVerification() {
  return call(resendVerificationEndpoint);
}

/** Silent: an unknown code is shown as "not valid" on the page, not as an error flash. */
export function fetchJoinCode(code: string) {
  return call(joinCodeEndpoint, { params: { code }, silent: true });
}

/** Silent poll of the current user (the verification page asks on every focus; failures just wait for the next). */
export async function pollCurrentUser(): Promise<TCurrentUser> {
  const response = await call(getUserDataEndpoint, { silent: true });
  return response.data;
}
