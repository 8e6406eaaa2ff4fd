import { joinCodeEndpoint } from '@ito/contracts/auth/join';
import { getUserDataEndpoint, type TCurrentUser } from '@ito/contracts/auth/get-data';
import { call } from '../../../shared/api/call.ts';
import { useMutation } from '@tanstack/react-query';
import { resendVerificationEndpoint } from '@ito/contracts/auth/email-verification';
import { finishRegistrationEndpoint, type TFinishRegistrationRequest } from '@ito/contracts/auth/finish-registration';
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

/** Silent: an unknown code is shown as "not valid" on the page, not as an error flash. */
export function fetchJoinCode(code: string) {
  return call(joinCodeEndpoint, { params: { code }, silent: true });
}

/** Silent poll of the current user (the verification page asks on every focus; failures just wait for the next). */
export async function pollCurrentUser(): Promise<TCurrentUser> {
  const response = await call(getUserDataEndpoint, { silent: true });
  return response.data;
}

/*
 * The auth screens' writes (decision 042). No query cache holds what they change: an answered session goes to
 * `signIn` (shared/session), which resets the caches for the new user. The sign-in of the first download
 * (shared/session/sign-in.ts) stays a plain call there (decision 031's budget). Each throws an `ApiError` when
 * refused; the client has said why (a flash, or field errors the forms show).
 */

export function useLogin() {
  return useMutation({ mutationFn: (body: TLoginRequest) => call(loginEndpoint, { body }) });
}

/** A new account (with a team's join code, if any), or the rest of an account the agent started. */
export type Registration =
  { kind: 'register'; body: TRegisterRequest } | { kind: 'finish'; body: TFinishRegistrationRequest };

export function useRegister() {
  return useMutation({
    mutationFn: (input: Registration) =>
      input.kind === 'finish'
        ? call(finishRegistrationEndpoint, { body: input.body })
        : call(registerEndpoint, { body: input.body }),
  });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: (body: TMagicLinkRequest) => call(magicLinkEndpoint, { body }) });
}

/** Silent: the by-token page explains a dead link itself. */
export function useSignInByToken() {
  return useMutation({ mutationFn: (body: TByTokenRequest) => call(byTokenEndpoint, { body, silent: true }) });
}

export function useRequestPasswordRecovery() {
  return useMutation({ mutationFn: (body: TPasswordRecoveryRequest) => call(passwordRecoveryEndpoint, { body }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: TPasswordResetRequest) => call(passwordResetEndpoint, { body }) });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => call(resendVerificationEndpoint) });
}
