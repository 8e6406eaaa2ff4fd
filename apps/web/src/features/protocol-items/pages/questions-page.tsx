import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { protocolKeys } from '../../../shared/api/query-keys.ts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUiStore } from '../../../shared/ui/ui-store.ts';
import { deleteQuestion, itemQuery, questionsQuery } from '../api/builder-api.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { EmptyList, ListSkeleton, LoadFailed, Pager, usePageParam } from '../components/list-states.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { isMissing, notFoundError, useBuilderRoute } from '../lib/use-builder-route.ts';

/** `assessment/{assessment}/questions`: the assessment's questions in order, with their options' scores. */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId } = useBuilderRoute();
  const assessmentId = useParams().assessment ?? '';
  const queryClient = useQueryClient();
  const [page, setPage] = usePageParam();
  const assessment = useQuery(itemQuery(protocolId, 'assessment', assessmentId));
  const questions = useQuery(questionsQuery(protocolId, assessmentId, page));
  const [busyId, setBusyId] = useState<string | null>(null);
  if ((assessment.isError && isMissing(assessment.error)) || (questions.isError && isMissing(questions.error))) {
    throw notFoundError();
  }

  const item = assessment.data?.data;
  const base = builderPath(protocolId, 'assessment', assessmentId);
  const addPath = `${base}/questions/add`;
  const remove = async (id: string, text: string) => {
    const ui = useUiStore.getState();
    if (!(await ui.confirm(t('question.confirmDelete', { text })))) return;
    setBusyId(id);
    try {
      await deleteQuestion(protocolId, assessmentId, id);
      ui.setFlash({ type: 'success', message: t('question.deleted') });
    } catch {
      // Refused or failed: the API client has already told the user why (SPEC section 8).
    } finally {
      setBusyId(null);
    }
    await queryClient.invalidateQueries({ queryKey: protocolKeys.items(protocolId, 'assessment') });
  };

  let content;
  if (questions.isPending) content = <ListSkeleton />;
  else if (questions.isError) content = <LoadFailed onRetry={() => void questions.refetch()} />;
  else if (questions.data.data.length === 0 && page === 1) {
    content = (
      <EmptyList title={t('question.emptyTitle')} body={t('question.emptyBody')}>
        <Button component={Link} to={addPath} variant="light" mih={44}>
          {t('question.add')}
        </Button>
      </EmptyList>
    );
  } else {
    content = (
      <Stack gap="sm">
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {questions.data.data.map((q, i) => (
            <Paper component="li" key={q.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Text fw={600}>
                    {(questions.data.meta.current_page - 1) * questions.data.meta.per_page + i + 1}. <bdi>{q.text}</bdi>
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
                </Stack>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={`${base}/questions/${encodeURIComponent(q.id)}`}
                    variant="default"
                    mih={44}
                    aria-label={t('list.editLabel', { name: q.text })}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="danger"
                    mih={44}
                    loading={busyId === q.id}
                    onClick={() => void remove(q.id, q.text)}
                    aria-label={t('list.deleteLabel', { name: q.text })}
                  >
                    {t('list.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Pager page={questions.data.meta.current_page} lastPage={questions.data.meta.last_page} onChange={setPage} />
      </Stack>
    );
  }

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
