import { Button, Paper, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { itemQuery, useCreateItem, useUpdateItem } from '../api/items-api.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { ItemForm } from '../components/item-form.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { itemToValues } from '../lib/item-body.ts';
import { defaultItemValues } from '../lib/item-kinds.ts';
import { isMissing, notFoundError } from '../lib/builder-route.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';
import { LoadError } from '../../../../shared/ui/load-error.tsx';

/**
 * `{kind}/add` and `{kind}/{id}` for activity, challenge, nudge, order and assessment (`assessment/{assessment}`),
 * and `ai/{id}`: one item's form. A new assessment goes on to its questions.
 */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId, kind, isAdd } = useBuilderRoute();
  const params = useParams();
  const itemId = params.id ?? params.assessment ?? '';
  const navigate = useNavigate();
  // Hooks come before the 404 below; without a kind nothing is written.
  const createItem = useCreateItem(protocolId, kind ?? 'activity');
  const updateItem = useUpdateItem(protocolId, kind ?? 'activity');
  const item = useQuery({ ...itemQuery(protocolId, kind ?? 'activity', itemId), enabled: !isAdd && kind !== null });
  if (!kind) throw notFoundError();
  if (item.isError && isMissing(item.error)) throw notFoundError();

  const listPath = builderPath(protocolId, kind);
  const title = isAdd ? t(`kinds.${kind}.add`) : (item.data?.data.name ?? t(`kinds.${kind}.edit`));
  const done = (name: string) => {
    useUiStore.getState().setFlash({ type: 'success', message: t('form.saved', { name }) });
  };

  let content;
  if (isAdd) {
    content = (
      <ItemForm
        kind={kind}
        defaultValues={defaultItemValues(kind)}
        submitLabel={t('form.create')}
        onCancel={() => void navigate(listPath)}
        onSubmit={async (body) => {
          const created = await createItem.mutateAsync(body);
          done(created.data.name);
          await navigate(
            kind === 'assessment' ? builderPath(protocolId, kind, created.data.id, 'questions') : listPath,
          );
          return true;
        }}
      />
    );
  } else if (item.isPending) {
    content = <Skeleton height={320} radius="md" />;
  } else if (item.isError) {
    content = <LoadError onRetry={() => void item.refetch()} />;
  } else {
    const current = item.data.data;
    content = (
      <ItemForm
        key={current.id + current.updated_at}
        kind={kind}
        defaultValues={itemToValues(kind, current)}
        submitLabel={t('form.save')}
        onCancel={() => void navigate(listPath)}
        onSubmit={async (body) => {
          const saved = await updateItem.mutateAsync({ itemId: current.id, body });
          done(saved.data.name);
          await navigate(listPath);
          return true;
        }}
      />
    );
  }

  const questions =
    kind === 'assessment' && !isAdd ? (
      <Button component={Link} to={builderPath(protocolId, kind, itemId, 'questions')} variant="light" mih={44}>
        {t('assessment.questions')}
      </Button>
    ) : undefined;

  return (
    <BuilderFrame
      protocolId={protocolId}
      title={title}
      crumbs={[{ label: t(`kinds.${kind}.title`), to: listPath }]}
      actions={questions}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720}>
        {content}
      </Paper>
    </BuilderFrame>
  );
}
