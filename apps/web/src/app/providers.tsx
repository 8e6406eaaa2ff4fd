import type { ReactNode } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { DirectionSync } from '../shared/i18n/direction-sync.tsx';
import { directionOf } from '../shared/i18n/language.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { FlashNotifications } from '../shared/ui/flash-notifications.tsx';
import { GlobalLoader } from '../shared/ui/global-loader.tsx';
import { cssVariablesResolver, theme } from '../shared/ui/theme.ts';

/** Everything the screens rely on being above them: theme, direction, toasts, dialogs (server state: router.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(i18n.language)} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <DirectionSync />
        <FlashNotifications />
        <ConfirmDialog />
        <GlobalLoader />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
