import { useCallback, useRef } from 'react';
import { Anchor, Button, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TUpdateProgramRequest } from '@ito/contracts/programs/update-program';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';
import { fileUrl } from '../../../shared/lib/file-url.ts';
import { creatorProgramQuery } from '../api/studio-api.ts';
import { useUpdateProgram } from '../api/studio-api.ts';
import { CurriculumEditor } from '../components/curriculum-editor.tsx';
import { ProgramDetailsForm } from '../components/program-details-form.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StudioLoadError } from '../../../shared/ui/load-error.tsx';
import { detailsOf, type TDetailsFormInput } from '../lib/details-form.ts';
import { useCurriculumDraft, useCurriculumServerErrors } from '../hooks/use-curriculum-draft.ts';

type Tab = 'details' | 'curriculum';

/** `/creator/programs/edit/{id}`: the details form and the curriculum editor, one tab each. */
export function Component() {
  const id = useParams().id ?? '';
  // Another program's id starts from scratch: no draft of the previous one may leak into it.
  return <ProgramEditor key={id} id={id} />;
}

function ProgramEditor({ id }: { id: string }) {
  const { t } = useTranslation('studio');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'curriculum' ? 'curriculum' : 'details';
  const program = useQuery(creatorProgramQuery(id));
  const update = useUpdateProgram(id);
  usePageTitle(program.data ? t('edit.title', { title: program.data.data.title }) : t('edit.loading'));
  const curriculum = useCurriculumDraft(program.data?.data, t('content.saved'));
  // The details typed but not yet saved, kept while the curriculum tab is open.
  const unsavedDetails = useRef<{ values: TDetailsFormInput; coverUrl: string | null } | null>(null);
  const keepDetails = useCallback((values: TDetailsFormInput, coverUrl: string | null) => {
    unsavedDetails.current = { values, coverUrl };
  }, []);

  if (program.isError && isMissing(program.error)) throw notFoundError();
  if (program.isPending) return <Skeleton height={400} radius="md" />;
  if (program.isError) return <StudioLoadError error={program.error} onRetry={() => void program.refetch()} />;
  const p = program.data.data;

  const saveDetails = async (body: TUpdateProgramRequest) => {
    await update.mutateAsync(body);
    unsavedDetails.current = null;
    useUiStore.getState().setFlash({ type: 'success', message: t('edit.saved') });
    return true;
  };

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to="/creator/programs" size="sm">
        {t('backToPrograms')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="center">
          <Title order={1}>
            <bdi>{p.title}</bdi>
          </Title>
          <StatusBadge status={p.status} />
        </Group>
        <Group gap="sm">
          {p.status === 'published' && (
            <Button component={Link} to={`/program/${p.id}`} variant="default">
              {t('actions.view')}
            </Button>
          )}
          {p.status !== 'archived' && (
            <Button component={Link} to={`/creator/programs/publish/${p.id}`} variant="light">
              {p.status === 'published' ? t('edit.checklist') : t('edit.toPublish')}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => setSearchParams(next === 'curriculum' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details">{t('edit.tabDetails')}</Tabs.Tab>
          <Tabs.Tab value="curriculum">{t('edit.tabCurriculum')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <ProgramDetailsForm
            defaultValues={unsavedDetails.current?.values ?? detailsOf(p)}
            coverUrl={unsavedDetails.current ? unsavedDetails.current.coverUrl : p.cover ? fileUrl(p.cover) : null}
            submitLabel={t('edit.save')}
            onSubmit={saveDetails}
            onValuesChange={keepDetails}
          />
        </Tabs.Panel>
        <Tabs.Panel value="curriculum" pt="md">
          <CurriculumPanel curriculum={curriculum} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function CurriculumPanel({ curriculum }: { curriculum: ReturnType<typeof useCurriculumDraft> }) {
  const serverErrors = useCurriculumServerErrors();
  if (!curriculum.isReady) return <Skeleton height={200} radius="md" />;
  return (
    <CurriculumEditor
      modules={curriculum.modules}
      onChange={curriculum.change}
      errors={{ ...serverErrors, ...curriculum.localErrors }}
      onSave={() => void curriculum.save()}
      isSaving={curriculum.isSaving}
      isDirty={curriculum.isDirty}
    />
  );
}
