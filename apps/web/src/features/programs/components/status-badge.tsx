import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramStatus } from '../api/studio-api.ts';

const COLORS: Record<ProgramStatus, string> = { draft: 'gray', published: 'success', archived: 'warning' };

export function StatusBadge({ status }: { status: ProgramStatus }) {
  const { t } = useTranslation('studio');
  return (
    // Never clipped to "PUBLI…" when a narrow table squeezes its column.
    <Badge color={COLORS[status]} variant="light" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
