import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PROTOCOL_LIMITS } from '@ito/contracts/protocols/fields';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';
import { EditorForm, TextField, TextareaField } from '../../../../shared/forms/form-fields.tsx';

/** A module's name is optional; its prompt is what it is for. Limits are the contract's. */
export const ZAiModuleForm = z.object({
  name: z.string().trim().max(PROTOCOL_LIMITS.itemNameMax),
  prompt: z
    .string()
    .trim()
    .min(1, 'pi:validation.prompt')
    .max(PROTOCOL_LIMITS.textMax * 2),
});
export type TAiModuleForm = z.infer<typeof ZAiModuleForm>;

interface AiModuleFormProps {
  defaultValues: TAiModuleForm;
  submitLabel: string;
  onSubmit: (values: TAiModuleForm) => Promise<boolean>;
  onCancel: () => void;
}

export function AiModuleForm({ defaultValues, submitLabel, onSubmit, onCancel }: AiModuleFormProps) {
  const { t } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const form = useForm<TAiModuleForm>({ resolver: zodResolver(ZAiModuleForm), defaultValues });
  const submit = useFormSubmit(form, onSubmit);

  return (
    <EditorForm form={form} onSubmit={submit} submitLabel={submitLabel} onCancel={onCancel}>
      <TextField
        label={t('fields.name')}
        description={t('hints.optional')}
        maxLength={PROTOCOL_LIMITS.itemNameMax}
        errorText={errorText}
        form={form}
        name="name"
      />
      <TextareaField
        label={t('fields.prompt')}
        description={t('hints.modulePrompt')}
        required
        minRows={8}
        errorText={errorText}
        form={form}
        name="prompt"
      />
    </EditorForm>
  );
}
