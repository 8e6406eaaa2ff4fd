import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTaskDetail } from '@ito/contracts/following/tasks';
import { formatAmount, formatLongDay, formatNumber } from '../lib/format.ts';
import classes from './following.module.css';
import { LabelledText } from './labelled-text.tsx';

/** What finishing the task recorded: when, the score, the answers, the value measured, the notes. */
export function TaskResult({ task }: { task: TTaskDetail }) {
  const { t, i18n } = useTranslation('following');
  const language = i18n.language;
  const result = task.result;
  const n = (value: number) => formatNumber(value, language);

  if (task.status === 'expired') {
    return (
      <Text c="dimmed" role="status">
        {t('result.expired')}
      </Text>
    );
  }
  const day = result?.completed_on ?? task.completed_at?.slice(0, 10) ?? null;
  const heading =
    task.status === 'skipped'
      ? day
        ? t('result.skippedOn', { day: formatLongDay(day, language) })
        : t('result.skipped')
      : day
        ? t('result.doneOn', { day: formatLongDay(day, language) })
        : t('result.done');

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`result-${task.id}`}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={`result-${task.id}`} role="status">
          {heading}
        </Title>
        {result?.score !== null && result?.score !== undefined && result.max_score ? (
          <Text fw={600} data-testid="task-score">
            {t('result.score', { score: n(result.score), max: n(result.max_score) })}
          </Text>
        ) : null}
        {result?.answers && task.questions.length > 0 ? (
          <List spacing="xs" listStyleType="none" ps={0}>
            {task.questions.map((question) => {
              const chosen = result.answers?.[question.id];
              const option = chosen === undefined ? undefined : question.options[chosen];
              return (
                <List.Item key={question.id}>
                  <Text size="sm" fw={600} className={classes.typed}>
                    {question.prompt}
                  </Text>
                  <Text size="sm" className={classes.typed}>
                    {t('result.answer', { answer: option?.label ?? '—' })}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        ) : null}
        {result?.kpi_value !== null && result?.kpi_value !== undefined ? (
          <Text>{t('result.kpi', { value: formatAmount(result.kpi_value, task.kpi?.unit ?? '', language) })}</Text>
        ) : null}
        {result?.notes ? (
          <LabelledText label={t('result.notes')} style={{ whiteSpace: 'pre-line' }}>
            {result.notes}
          </LabelledText>
        ) : null}
      </Stack>
    </Card>
  );
}
