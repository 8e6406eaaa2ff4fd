import { TimeInput, type TimeInputProps } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';

/**
 * A local time of day (`HH:MM`): @mantine/dates' TimeInput, the browser's own time control styled as a Mantine input
 * (decision 044). It brings the dates sheet, so only lazy screens use it.
 */
export function TimeField(props: TimeInputProps) {
  return <TimeInput {...props} />;
}
