import { useEffect } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { THEME } from '@ito/contracts/constants';
import { useUiStore, type FlashType } from './ui-store.ts';

const FLASH_ID = 'flash';
const COLORS: Record<FlashType, string> = { success: 'success', info: 'primary', warning: 'warning', error: 'danger' };

/** Renders the UI store's flash message as a toast (350 px wide) and keeps both in step. */
export function FlashNotifications() {
  const flash = useUiStore((s) => s.flash);

  useEffect(() => {
    if (!flash) {
      notifications.hide(FLASH_ID);
      return;
    }
    // One flash at a time: a new one replaces the toast rather than stacking copies.
    notifications.hide(FLASH_ID);
    notifications.show({
      id: FLASH_ID,
      title: flash.title,
      message: flash.message,
      color: COLORS[flash.type],
      autoClose: flash.type === 'error' ? 8000 : 5000,
      onClose: () => {
        if (useUiStore.getState().flash === flash) useUiStore.getState().resetFlash();
      },
    });
  }, [flash]);

  return <Notifications position="top-right" containerWidth={THEME.toastWidthPx} />;
}
