import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { itemQuery, questionsQuery, useDeleteQuestion } from '../api/items-api.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove.ts';
import { builderPath } from '../lib/builder-path.ts';
import { isMissing, notFoundError } from '../lib/builder-route.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';
import { usePageParam } from '../../../../shared/hooks/use-page-param.ts';
import { CardList, ListCard } from '../../../../shared/ui/card-list.tsx';
import { EmptyList } from '../../../../shared/ui/list-empty.tsx';
import { EditDeleteButtons } from '../../../../shared/ui/row-buttons.tsx';

/** `assessment/{assessment}/questions`: the assessment's questions in order, with their options' scores. */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const assessmentId = useParams().assessment ?? '';
  const deleteQuestion = useDeleteQuestion(protocolId, assessmentId);
  const [page] = usePageParam();
  const assessment = useQuery(itemQuery(protocolId, 'assessment', assessmentId));
  const questions = useQuery(questionsQuery(protocolId, assessmentId, page));
  if ((assessment.isError && isMissing(assessment.error)) || (questions.isError && isMissing(questions.error))) {
    throw notFoundError();
  }

  const item = assessment.data?.data;
  const base = builderPath(protocolId, 'assessment', assessmentId);
  const addPath = `${base}/questions/add`;
  const { busyId, remove } = useConfirmedRemove(deleteQuestion.mutateAsync);

  const content = (
    <CardList
      query={questions}
      ordered
      empty={
        <EmptyList title={t('question.emptyTitle')} body={t('question.emptyBody')}>
          <Button component={Link} to={addPath} variant="light" mih={44}>
            {t('question.add')}
          </Button>
        </EmptyList>
      }
    >
      {(q, i, meta) => (
        <ListCard
          key={q.id}
          gap={4}
          basis={240}
          actions={
            <Group gap="xs">
              <EditDeleteButtons
                name={q.text}
                editTo={`${base}/questions/${encodeURIComponent(q.id)}`}
                busy={busyId === q.id}
                onDelete={() => void remove(q.id, t('question.confirmDelete', { text: q.text }), t('question.deleted'))}
              />
            </Group>
          }
        >
          <Text fw={600}>
            {(meta.current_page - 1) * meta.per_page + i + 1}. <bdi>{q.text}</bdi>
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge variant="light">{t(`questionKinds.${q.kind}`)}</Badge>
            {!q.is_required && <Badge variant="outline">{t('question.optional')}</Badge>}
            <Text size="xs" c="dimmed">
              {t('question.maxScore', { score: q.max_score })}
            </Text>
          </Group>
          {q.options.length > 0 && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {q.options.map((o) => `${o.label} (${o.score})`).join(' · ')}
            </Text>
          )}
        </ListCard>
      )}
    </CardList>
  );

  const passScore = item?.data.pass_score;
  return (
    <BuilderFrame
      protocolId={protocolId}
      title={t('question.title')}
      lead={
        item
          ? t('question.lead', {
              pass: typeof passScore === 'number' ? passScore : t('question.noPass'),
              max: item.max_score,
            })
          : undefined
      }
      crumbs={[
        { label: t('kinds.assessment.title'), to: builderPath(protocolId, 'assessment') },
        { label: item?.name ?? t('kinds.assessment.edit'), to: base },
      ]}
      actions={
        <Button component={Link} to={addPath} mih={44}>
          {t('question.add')}
        </Button>
      }
    >
      {content}
    </BuilderFrame>
  );
}
