import { lazy } from 'react';

/*
 * What other features may use of chat (decision 040): the "Message" button that opens the direct chat with someone
 * (an expert's profile and a program page show it). It is loaded when first shown, with the chat's calls, so the
 * pages that show it stay light; the caller gives it a Suspense fallback.
 */
export const MessageButton = lazy(() =>
  import('./components/message-button.tsx').then((module) => ({ default: module.MessageButton })),
);
export type { MessageButtonProps } from './components/message-button.tsx';
