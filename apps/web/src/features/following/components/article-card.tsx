import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './following.module.css';

/** A card of the following lists (a followed program, a task): an article named by its title, filling its cell. */
export function ArticleCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      className={classes.taskCard}
    >
      {children}
    </Card>
  );
}
