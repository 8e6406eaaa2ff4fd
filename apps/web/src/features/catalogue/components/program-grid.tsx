import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

const GRID_COLS = { base: 1, xs: 2, lg: 3 };

/** Cards in a responsive grid (one column below 576 px), as a list for assistive technology. */
export function ProgramGrid({ children, isBusy = false }: { children: ReactNode; isBusy?: boolean }) {
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none', opacity: isBusy ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={isBusy}
    >
      {children}
    </SimpleGrid>
  );
}

export function ProgramGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="md" radius="md">
          <Card.Section>
            <Skeleton height={160} radius={0} />
          </Card.Section>
          <Skeleton height={12} width="30%" mt="md" />
          <Skeleton height={18} width="80%" mt="sm" />
          <Skeleton height={12} width="95%" mt="sm" />
          <Skeleton height={12} width="60%" mt={6} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
