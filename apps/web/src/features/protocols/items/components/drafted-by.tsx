import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Which drafted the wizard's answer (decision 048): the configured model, or the built-in planner. */
export function DraftedBy({ draftedBy, model }: { draftedBy: 'model' | 'built-in'; model: string | null }) {
  const { t } = useTranslation('protocol-items');
  return (
    <Text size="sm" c="dimmed">
      {draftedBy === 'model' && model
        ? t('wizard.draftedByModel', { model: model.replace(/^openai:/, '') })
        : t('wizard.draftedByBuiltIn')}
    </Text>
  );
}
