import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../shared/forms/form-fields.tsx';
import { Alert, Button, Center, EmptyState, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TPageMeta } from '@ito/contracts/common/paging';
import { Link, useSearchParams } from 'react-router';

/** Rows while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('protocol-items');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed load, said in place, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('protocol-items');
  return (
    <Alert color="danger" variant="light" title={t('list.loadError')} role="alert">
      <Button variant="light" onClick={onRetry} mt="xs" mih={44}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}

export function EmptyList({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <EmptyState withIndicatorBackground title={title} description={body}>
      {children}
    </EmptyState>
  );
}

/** The `?page=` of the current URL, so a page of a list can be linked and survives reloads. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  const setPage = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: true },
    );
  return [page, setPage];
}

export function Pager({ page, lastPage, onChange }: { page: number; lastPage: number; onChange: (p: number) => void }) {
  const { t } = useTranslation('protocol-items');
  if (lastPage <= 1) return null;
  return (
    <Center component="nav" aria-label={t('list.pages')}>
      <Pagination
        value={page}
        total={lastPage}
        onChange={onChange}
        size="lg"
        siblings={0}
        getItemProps={(p) => ({ 'aria-label': t('list.page', { page: p }) })}
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
      />
    </Center>
  );
}

interface CardListProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    data: { data: T[]; meta: TPageMeta } | undefined;
    refetch: () => unknown;
  };
  /** Shown when the first page is empty (a later page that became empty still shows its pager). */
  empty: ReactNode;
  /** Numbered lists (an assessment's questions) are `<ol>`. */
  ordered?: boolean;
  children: (row: T, index: number, meta: TPageMeta) => ReactNode;
}

/**
 * A paged list of cards in its four states: loading, failed with retry, empty, the cards and their pager. The page is
 * the URL's `?page=` (`usePageParam`), which the caller's query reads too.
 */
export function CardList<T>({ query, empty, ordered = false, children }: CardListProps<T>) {
  const [page, setPage] = usePageParam();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError || !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  const { data, meta } = query.data;
  if (data.length === 0 && page === 1) return <>{empty}</>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component={ordered ? 'ol' : 'ul'} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.map((row, index) => children(row, index, meta))}
      </Stack>
      <Pager page={meta.current_page} lastPage={meta.last_page} onChange={setPage} />
    </Stack>
  );
}

/** One card of a `CardList`: what it is on the start side, its buttons on the end side, wrapping on phones. */
export function ListCard({
  children,
  actions,
  gap = 2,
  basis = 220,
}: {
  children: ReactNode;
  actions?: ReactNode;
  gap?: number;
  basis?: number;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={gap} style={{ flex: `1 1 ${basis}px`, minWidth: 0 }}>
          {children}
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}

/** "Edit" (a link when it has a path) and "Delete" for one row, each naming the row for screen readers. */
export function EditDeleteButtons({
  name,
  editTo,
  onEdit,
  busy,
  onDelete,
}: {
  name: string;
  editTo?: string;
  onEdit?: () => void;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('protocol-items');
  const editLabel = t('list.editLabel', { name });
  return (
    <>
      {editTo ? (
        <Button component={Link} to={editTo} variant="default" mih={44} aria-label={editLabel}>
          {t('list.edit')}
        </Button>
      ) : (
        <Button variant="default" mih={44} onClick={onEdit} aria-label={editLabel}>
          {t('list.edit')}
        </Button>
      )}
      <RemoveButton busy={busy} onClick={onDelete} label={t('list.deleteLabel', { name })}>
        {t('list.delete')}
      </RemoveButton>
    </>
  );
}

/** The button that takes a row away (delete, revoke, remove): quiet but red, busy while its request runs. */
export function RemoveButton({
  busy,
  onClick,
  label,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  /** Names the row for screen readers when the text alone ("Remove") does not. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Button variant="subtle" color="danger" mih={44} loading={busy} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/** A card's first line: what a person typed or an address, bold, breaking anywhere rather than overflowing. */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
      <bdi>{children}</bdi>
    </Text>
  );
}

interface EditorFormProps<T extends FieldValues, C, R extends FieldValues> {
  form: UseFormReturn<T, C, R>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's text, also the form's name ("Add question", "Save module"). */
  submitLabel: string;
  onCancel?: () => void;
  children: ReactNode;
}

/** The frame of an item editor in the builder's panels and modals: named by its action, cancel beside submit. */
export function EditorForm<T extends FieldValues, C, R extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  onCancel,
  children,
}: EditorFormProps<T, C, R>) {
  const { t } = useTranslation('protocol-items');
  return (
    <FormFrame
      form={form}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      label={submitLabel}
      submitProps={{ mih: 44 }}
      cancel={onCancel && { label: t('actions.cancel'), onClick: onCancel }}
    >
      {children}
    </FormFrame>
  );
}
