import { FormError } from '../../../../shared/forms/form-fields.tsx';
import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../../shared/ui/time-field.tsx';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { RECURRING_ITEM_KIND } from '@ito/contracts/protocols/recurring-modules';
import { itemsQuery } from '../api/items-api.ts';
import { itemOptions, itemSearchFilter } from '../lib/item-options.ts';
import {
  defaultModuleValues,
  MODULE_STEP_KINDS,
  type TModuleForm,
  userTimeZone,
  ZModuleForm,
} from '../lib/module-form.ts';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';
import { NumberField } from './number-field.tsx';
import { RunPreview } from './run-preview.tsx';
import { WeekdayPicker } from './weekday-picker.tsx';

interface ModuleFormProps {
  protocolId: string;
  defaultValues: TModuleForm;
  submitLabel: string;
  onSubmit: (values: TModuleForm) => Promise<boolean>;
  /** A saved module is reset on the server (SPEC: "reset to defaults"); a new one only in the form. */
  onReset?: () => Promise<TModuleForm | null>;
  onCancel: () => void;
  /** The preview's "now" and clock; tests pin them. */
  now?: Date;
  timeZone?: string;
}

/** SPEC "Recurring module": what repeats, on which days and times, for how long; with a preview of the next runs. */
export function ModuleForm(props: ModuleFormProps) {
  const { protocolId, defaultValues, submitLabel, onSubmit, onReset, onCancel } = props;
  const { t } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const [now] = useState(() => props.now ?? new Date());
  const timeZone = props.timeZone ?? userTimeZone();
  const form = useForm<TModuleForm>({ resolver: zodResolver(ZModuleForm), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const kind = values.selected_module;
  // The form offers the kinds whose items the builder lists (not services, whose items live elsewhere).
  const itemKind = kind && kind !== 'services' ? RECURRING_ITEM_KIND[kind] : null;
  const items = useQuery({
    ...itemsQuery(protocolId, itemKind ?? 'nudge', 1, 100),
    enabled: itemKind !== null,
  });
  const options = useMemo(() => itemOptions(items.data?.data ?? []), [items.data]);
  const [isResetting, setIsResetting] = useState(false);

  const reset = async () => {
    if (!(await useUiStore.getState().confirm(t('modules.confirmReset')))) return;
    if (!onReset) return form.reset(defaultModuleValues());
    setIsResetting(true);
    const next = await onReset();
    setIsResetting(false);
    if (next) form.reset(next);
  };
  const submit = useFormSubmit(form, onSubmit);
  const count = (name: 'run_every' | 'every_hour' | 'start_after' | 'stop_after' | 'repeat', min: number) => (
    <NumberField
      control={form.control}
      name={name}
      isNullable
      label={t(`modules.${name}`)}
      description={t(`modules.${name}Hint`)}
      min={min}
      allowDecimal={false}
      errorText={errorText}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <FormError error={errors.root?.server} />
        <Controller
          control={form.control}
          name="target"
          render={({ field }) => (
            <Input.Wrapper label={t('modules.target')} description={t('modules.targetHint')}>
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={(v) => field.onChange(v)}
                data={[
                  { value: 'follower', label: t('modules.targets.follower') },
                  { value: 'system', label: t('modules.targets.system') },
                ]}
                styles={{ label: { minHeight: 36, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
              />
            </Input.Wrapper>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="selected_module"
            render={({ field, fieldState }) => (
              <Select
                label={t('modules.selected_module')}
                placeholder={t('modules.noModule')}
                data={MODULE_STEP_KINDS.map((k) => ({ value: k, label: t(`stepKinds.${k}`) }))}
                value={field.value ?? null}
                onChange={(v) => {
                  field.onChange(v);
                  form.setValue('selected_item', null);
                }}
                clearable
                error={errorText(fieldState.error)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="selected_item"
            render={({ field, fieldState }) => (
              <Select
                label={t('modules.selected_item')}
                placeholder={kind ? t('modules.pickItem') : t('modules.pickKindFirst')}
                data={options}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v)}
                disabled={!kind}
                searchable
                clearable
                filter={itemSearchFilter}
                nothingFoundMessage={items.isPending ? t('loading', { ns: 'common' }) : t('modules.noItems')}
                error={errorText(fieldState.error)}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="at_week_days"
          render={({ field, fieldState }) => (
            <WeekdayPicker value={field.value} onChange={field.onChange} error={errorText(fieldState.error)} />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="at_time"
            render={({ field, fieldState }) => (
              <TimeField
                label={t('modules.at_time')}
                description={t('modules.at_timeHint')}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText(fieldState.error)}
              />
            )}
          />
          {count('every_hour', 1)}
          {count('run_every', 1)}
          {count('repeat', 1)}
          {count('start_after', 0)}
          {count('stop_after', 1)}
        </SimpleGrid>
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('modules.role')}
              description={t('modules.roleHint')}
              maxLength={60}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value.trim() === '' ? null : e.currentTarget.value)}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Checkbox
          label={t('modules.prevent_finish')}
          description={t('modules.prevent_finishHint')}
          {...form.register('prevent_finish')}
        />
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-body)">
          <RunPreview values={values} timeZone={timeZone} from={now} />
        </Paper>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button variant="subtle" onClick={() => void reset()} loading={isResetting} mih={44}>
            {t('modules.reset')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} mih={44}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} mih={44}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
