import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

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
