import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';

/** A list with nothing in it yet: what would be here, why it is empty, and what to do about it (`children`). */
export function EmptyList({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <EmptyState withIndicatorBackground title={title} description={body}>
      {children}
    </EmptyState>
  );
}

/**
 * The empty state of a filtered list: with a filter on, say nothing matches and offer to show everything; without,
 * invite the first one.
 */
export function ListEmpty({
  filtered,
  create,
}: {
  filtered: { title: string; body: string; showAll: string; onShowAll: () => void } | null;
  create: { title: string; body: string; label: string; to: string };
}) {
  if (filtered) {
    return (
      <EmptyList title={filtered.title} body={filtered.body}>
        <Button variant="light" onClick={filtered.onShowAll}>
          {filtered.showAll}
        </Button>
      </EmptyList>
    );
  }
  return (
    <EmptyList title={create.title} body={create.body}>
      <Button component={Link} to={create.to}>
        {create.label}
      </Button>
    </EmptyList>
  );
}
