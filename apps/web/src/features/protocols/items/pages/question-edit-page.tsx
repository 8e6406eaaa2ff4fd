import { Paper, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { itemQuery, questionsQuery, useCreateQuestion, useUpdateQuestion } from '../api/items-api.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { QuestionForm } from '../components/question-form.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { defaultQuestionValues, questionToValues } from '../lib/question-form.ts';
import { isMissing, notFoundError } from '../lib/builder-route.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';
import { LoadError } from '../../../../shared/ui/load-error.tsx';

/**
 * `assessment/{assessment}/questions/add` and `.../questions/{question}`. There is no single-question read in
 * decision 017, so an edit finds its question in the assessment's list (at most 100 questions: one page).
 */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId, isAdd } = useBuilderRoute();
  const params = useParams();
  const assessmentId = params.assessment ?? '';
  const questionId = params.question ?? '';
  const navigate = useNavigate();
  const createQuestion = useCreateQuestion(protocolId, assessmentId);
  const updateQuestion = useUpdateQuestion(protocolId, assessmentId);
  const assessment = useQuery(itemQuery(protocolId, 'assessment', assessmentId));
  const questions = useQuery({ ...questionsQuery(protocolId, assessmentId, 1, 100), enabled: !isAdd });
  if ((assessment.isError && isMissing(assessment.error)) || (questions.isError && isMissing(questions.error))) {
    throw notFoundError();
  }
  const question = questions.data?.data.find((q) => q.id === questionId);
  if (!isAdd && questions.isSuccess && !question) throw notFoundError();

  const base = builderPath(protocolId, 'assessment', assessmentId);
  const listPath = `${base}/questions`;
  const back = () => void navigate(listPath);
  const finish = async () => {
    useUiStore.getState().setFlash({ type: 'success', message: t('question.saved') });
    await navigate(listPath);
  };

  let content;
  if (isAdd) {
    content = (
      <QuestionForm
        defaultValues={defaultQuestionValues()}
        submitLabel={t('form.create')}
        onCancel={back}
        onSubmit={async (values) => {
          await createQuestion.mutateAsync(values);
          await finish();
          return true;
        }}
      />
    );
  } else if (questions.isPending) content = <Skeleton height={360} radius="md" />;
  else if (questions.isError || !question) content = <LoadError onRetry={() => void questions.refetch()} />;
  else {
    content = (
      <QuestionForm
        key={question.id}
        defaultValues={questionToValues(question)}
        submitLabel={t('form.save')}
        onCancel={back}
        onSubmit={async (values) => {
          await updateQuestion.mutateAsync({ questionId: question.id, body: values });
          await finish();
          return true;
        }}
      />
    );
  }

  return (
    <BuilderFrame
      protocolId={protocolId}
      title={isAdd ? t('question.add') : t('question.edit')}
      crumbs={[
        { label: t('kinds.assessment.title'), to: builderPath(protocolId, 'assessment') },
        { label: assessment.data?.data.name ?? t('kinds.assessment.edit'), to: base },
        { label: t('question.title'), to: listPath },
      ]}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720}>
        {content}
      </Paper>
    </BuilderFrame>
  );
}
