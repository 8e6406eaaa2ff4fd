import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';

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
      <EmptyState withIndicatorBackground title={filtered.title} description={filtered.body}>
        <Button variant="light" onClick={filtered.onShowAll}>
          {filtered.showAll}
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState withIndicatorBackground title={create.title} description={create.body}>
      <Button component={Link} to={create.to}>
        {create.label}
      </Button>
    </EmptyState>
  );
}
