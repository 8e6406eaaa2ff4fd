import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReadinessPart } from '../lib/readiness.ts';

interface PublishButtonProps {
  /** The parts still missing (empty: ready). */
  missing: readonly ReadinessPart[];
  isPublishing: boolean;
  onPublish: () => void;
}

/**
 * "Publish now", unavailable while a required part is missing, with the parts named beside it: a click that can only
 * fail is not offered. The server still checks on publishing (its answer fills the checklist).
 */
export function PublishButton({ missing, isPublishing, onPublish }: PublishButtonProps) {
  const { t, i18n } = useTranslation('studio');
  const isBlocked = missing.length > 0;
  const parts = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    missing.map((part) => t(`publish.parts.${part}`)),
  );
  return (
    <Stack gap={4}>
      <Button
        onClick={onPublish}
        loading={isPublishing}
        disabled={isBlocked}
        aria-describedby={isBlocked ? 'publish-blocked' : undefined}
      >
        {t('publish.submit')}
      </Button>
      {isBlocked && (
        <Text id="publish-blocked" size="sm" c="danger.8">
          {t('publish.blocked', { count: missing.length, parts })}
        </Text>
      )}
    </Stack>
  );
}
