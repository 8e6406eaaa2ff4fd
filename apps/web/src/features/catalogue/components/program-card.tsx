import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProgramCard } from '@ito/contracts/catalogue/cards';
import { ProgramCover } from './program-cover.tsx';
import { PriceText } from '../../../shared/ui/price-text.tsx';
import { RatingText } from './rating-text.tsx';
import { useCategoryName } from '../../../shared/hooks/use-category-name.ts';
import classes from './catalogue.module.css';

interface ProgramCardProps {
  program: TProgramCard;
  /** A control under the card (e.g. "Remove bookmark"); it stays clickable above the card's link. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

export function ProgramCard({ program, action, headingLevel = 'h2' }: ProgramCardProps) {
  const { t } = useTranslation('catalogue');
  const categoryName = useCategoryName();
  return (
    <Card withBorder padding="md" radius="md" className={classes.card} component="article" pos="relative">
      <Card.Section>
        <ProgramCover cover={program.cover} title={program.title} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        {program.category ? (
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {categoryName(program.category)}
          </Text>
        ) : null}
        <Text component={headingLevel} fw={700} size="lg" m={0} lh={1.3} className={classes.typed}>
          <Link to={`/program/${encodeURIComponent(program.id)}`} className={classes.cardTitle}>
            {program.title}
          </Link>
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} className={classes.typed}>
          {program.summary}
        </Text>
        <Text size="sm">
          {program.creator.full_name}
          {program.creator.profession ? <Text span c="dimmed">{` · ${program.creator.profession}`}</Text> : null}
        </Text>
        <Group gap={6} mt="auto" pt="xs">
          <Badge variant="light">{t(`levels.${program.level}`)}</Badge>
          {program.duration_weeks ? (
            <Badge variant="outline" color="gray">
              {t('weeks', { count: program.duration_weeks })}
            </Badge>
          ) : null}
        </Group>
        <Group justify="space-between" gap="xs">
          <PriceText access={program.access} priceMinor={program.price_minor} currency={program.currency} />
          <RatingText rating={program.rating} count={program.rating_count} />
        </Group>
        {action ? <div className={classes.cardAction}>{action}</div> : null}
      </Stack>
    </Card>
  );
}
