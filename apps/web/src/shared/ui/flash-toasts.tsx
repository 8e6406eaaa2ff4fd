import '@mantine/notifications/styles.layer.css';
import { useEffect } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { THEME } from '@ito/contracts/constants';
import { useUiStore, type FlashType } from '../stores/ui-store.ts';

const FLASH_ID = 'flash';
const COLORS: Record<FlashType, string> = { success: 'success', info: 'primary', warning: 'warning', error: 'danger' };

/** Mantine toasts (350 px wide) kept in step with the UI store's flash: set shows, reset hides. */
export function FlashToasts() {
  const flash = useUiStore((s) => s.flash);

  useEffect(() => {
    // One flash at a time: a new one replaces the toast rather than stacking copies.
    notifications.hide(FLASH_ID);
    if (!flash) return;
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
