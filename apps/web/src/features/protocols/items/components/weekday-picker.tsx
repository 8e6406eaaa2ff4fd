import { Button, Group, Input, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEK_DAYS, type WeekDay } from '@ito/protocol/recurring';
import { toggleWeekDay } from '../lib/module-form.ts';

interface WeekdayPickerProps {
  value: readonly WeekDay[];
  onChange: (days: WeekDay[]) => void;
  error?: string;
}

/** MON..SUN toggles (SPEC weekday abbreviations); none picked means any day. */
export function WeekdayPicker({ value, onChange, error }: WeekdayPickerProps) {
  const { t } = useTranslation('protocol-items');
  const picked = new Set(value);
  return (
    <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Input.Label component="legend">{t('modules.weekDays')}</Input.Label>
      <Input.Description>{t('modules.weekDaysHint')}</Input.Description>
      <Group gap={6} wrap="wrap">
        {WEEK_DAYS.map((day) => {
          const isOn = picked.has(day);
          return (
            <Button
              key={day}
              type="button"
              variant={isOn ? 'filled' : 'default'}
              miw={44}
              mih={44}
              px={8}
              aria-pressed={isOn}
              aria-label={t(`weekdays.${day}.long`)}
              onClick={() => onChange(toggleWeekDay(value, day))}
            >
              {t(`weekdays.${day}.short`)}
            </Button>
          );
        })}
      </Group>
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}
