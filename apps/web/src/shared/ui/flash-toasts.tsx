import '@mantine/notifications/styles.layer.css';
import { useEffect, type CSSProperties } from 'react';
import { useDirection } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import { useUiStore, type FlashType } from '../stores/ui-store.ts';
import classes from './flash-toasts.module.css';

const FLASH_ID = 'flash';
const COLORS: Record<FlashType, string> = { success: 'success', info: 'primary', warning: 'warning', error: 'danger' };
/**
 * Toasts sit under the fixed header, never over its controls (decision 083), at the end side of the line: top right
 * in English, top left in Arabic.
 */
const BELOW_HEADER = { '--toast-top': `${THEME.navbarHeightPx + 12}px` } as CSSProperties;

/** Mantine toasts (350 px wide) kept in step with the UI store's flash: set shows, reset hides. */
export function FlashToasts() {
  const flash = useUiStore((s) => s.flash);
  const { dir } = useDirection();
  const { t } = useTranslation();
  const closeLabel = t('actions.close');

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
      // The toast's close button says what it does (it is an icon alone).
      closeButtonProps: { 'aria-label': closeLabel },
      onClose: () => {
        if (useUiStore.getState().flash === flash) useUiStore.getState().resetFlash();
      },
    });
  }, [flash, closeLabel]);

  return (
    <Notifications
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      containerWidth={THEME.toastWidthPx}
      className={classes.belowHeader}
      style={BELOW_HEADER}
    />
  );
}
