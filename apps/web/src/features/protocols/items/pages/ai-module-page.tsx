import { Badge, Group, Paper, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { aiModuleQuery, useCreateAiModule, useDeleteAiModule, useUpdateAiModule } from '../api/items-api.ts';
import { AiBranchStep } from '../components/ai-branch-step.tsx';
import { AiModuleForm } from '../components/ai-module-form.tsx';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { isMissing, notFoundError } from '../lib/builder-route.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';
import { LoadError } from '../../../../shared/ui/load-error.tsx';
import { RemoveButton } from '../../../../shared/ui/row-buttons.tsx';

const HIERARCHY = /^\d{1,3}(\.\d{1,3})*$/;

/**
 * `ai-module/add` (the main module), `ai-module/main/{id}`, `ai-module/branch/{hierarchy}/add/{index}` and
 * `ai-module/branch/{hierarchy}/{module}`: one AI module's name and prompt.
 */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const { protocolId, isAdd } = useBuilderRoute();
  const params = useParams();
  const navigate = useNavigate();
  const createAiModule = useCreateAiModule(protocolId);
  const updateAiModule = useUpdateAiModule(protocolId);
  const deleteAiModule = useDeleteAiModule(protocolId);
  const moduleId = params.id ?? params.module ?? '';
  const isBranch = params.hierarchy !== undefined;
  const hierarchy = params.hierarchy ?? '';
  const index = Number(params.index ?? 0);
  const current = useQuery({ ...aiModuleQuery(protocolId, moduleId), enabled: !isAdd });
  if (isBranch && !HIERARCHY.test(hierarchy)) throw notFoundError();
  if (isAdd && isBranch && !(Number.isInteger(index) && index >= 0 && index <= 999)) throw notFoundError();
  if (current.isError && isMissing(current.error)) throw notFoundError();
  const loaded = current.data?.data;
  if (loaded && (loaded.kind === 'branch') !== isBranch) throw notFoundError();

  const aiPath = builderPath(protocolId, 'ai');
  const back = () => void navigate(aiPath);
  const finish = async () => {
    useUiStore.getState().setFlash({ type: 'success', message: t('aiModule.saved') });
    await navigate(aiPath);
  };
  const remove = async () => {
    const ui = useUiStore.getState();
    if (!loaded || !(await ui.confirm(t('aiModule.confirmDelete')))) return;
    try {
      await deleteAiModule.mutateAsync(loaded.id);
    } catch {
      return; // Refused or failed: the API client has already told the user why (SPEC section 8).
    }
    await navigate(aiPath);
  };

  const title = isBranch
    ? isAdd
      ? t('aiModule.addBranch')
      : t('aiModule.editBranch')
    : isAdd
      ? t('aiModule.addMain')
      : t('aiModule.editMain');

  let content;
  if (isAdd) {
    content = (
      <AiModuleForm
        defaultValues={{ name: '', prompt: '' }}
        submitLabel={t('form.create')}
        onCancel={back}
        onSubmit={async (values) => {
          await createAiModule.mutateAsync({
            kind: isBranch ? 'branch' : 'main',
            hierarchy: isBranch ? hierarchy : '',
            index: isBranch ? index : 0,
            settings: {},
            ...values,
          });
          await finish();
          return true;
        }}
      />
    );
  } else if (current.isPending) content = <Skeleton height={280} radius="md" />;
  else if (current.isError || !loaded) content = <LoadError onRetry={() => void current.refetch()} />;
  else {
    content = (
      <AiModuleForm
        key={loaded.id + loaded.updated_at}
        defaultValues={{ name: loaded.name, prompt: loaded.prompt }}
        submitLabel={t('form.save')}
        onCancel={back}
        onSubmit={async (values) => {
          await updateAiModule.mutateAsync({ moduleId: loaded.id, body: values });
          await finish();
          return true;
        }}
      />
    );
  }

  const place = isBranch ? `${loaded?.hierarchy ?? hierarchy}.${loaded?.index ?? index}` : null;
  const actions = (
    <Group gap="xs">
      {place && (
        <Badge variant="light" size="lg" aria-label={t('aiModule.placeLabel', { place })}>
          <bdi>{place}</bdi>
        </Badge>
      )}
      {loaded && (
        <RemoveButton busy={deleteAiModule.isPending} onClick={() => void remove()}>
          {t('row.delete', { ns: 'kit' })}
        </RemoveButton>
      )}
    </Group>
  );

  return (
    <BuilderFrame
      protocolId={protocolId}
      title={title}
      crumbs={[{ label: t('kinds.ai.title'), to: aiPath }]}
      actions={actions}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720}>
        {place && <AiBranchStep protocolId={protocolId} place={place} />}
        {content}
      </Paper>
    </BuilderFrame>
  );
}
