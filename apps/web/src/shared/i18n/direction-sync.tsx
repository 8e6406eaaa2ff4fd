import { useEffect } from 'react';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { directionOf } from './language.ts';

/** Keeps Mantine's direction (RTL styles, menus, drawers) in step with the interface language. */
export function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = i18n.language;

  useEffect(() => {
    setDirection(directionOf(language));
  }, [language, setDirection]);

  return null;
}
