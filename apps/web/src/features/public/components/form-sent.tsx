import { Alert, Button, Stack } from '@mantine/core';

interface FormSentProps {
  title: string;
  message: string;
  againLabel: string;
  onAgain: () => void;
}

/** The success state of a one-shot form (contact, expert application), announced to screen readers. */
export function FormSent({ title, message, againLabel, onAgain }: FormSentProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="success" variant="light" title={title} role="status" w="100%">
        {message}
      </Alert>
      <Button variant="light" onClick={onAgain}>
        {againLabel}
      </Button>
    </Stack>
  );
}
