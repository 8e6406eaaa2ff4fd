import type { ReactNode } from 'react';
import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface AuthPanelProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The common frame of the sign-in screens: one heading, a short lead and the content, at a readable width. */
export function AuthPanel({ title, lead, children }: AuthPanelProps) {
  return (
    <Stack gap="md" w="100%" maw={440} mx="auto">
      <Title order={1} size="h2">
        {title}
      </Title>
      {lead ? <Text c="dimmed">{lead}</Text> : null}
      {children}
    </Stack>
  );
}

/** Under a sign-in or registration form: the way to the other one ("No account yet? Register"). */
export function AuthSwitch({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <>
      <Divider />
      <Text size="sm" ta="center">
        {question}{' '}
        <Anchor component={Link} to={to} inherit>
          {label}
        </Anchor>
      </Text>
    </>
  );
}
