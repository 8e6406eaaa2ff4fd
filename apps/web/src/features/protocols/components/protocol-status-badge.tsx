import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProtocolStatus } from '../api/protocols-api.ts';

const COLOR: Record<ProtocolStatus, string> = { draft: 'gray', published: 'success', archived: 'warning' };

export function ProtocolStatusBadge({ status }: { status: ProtocolStatus }) {
  const { t } = useTranslation('protocols');
  return (
    <Badge color={COLOR[status]} variant="light" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
