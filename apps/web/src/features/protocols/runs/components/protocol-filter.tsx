import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { filterProtocolsQuery } from '../api/runs-api.ts';

/** The caller's protocols as a filter; "all" is the empty value. */
export function ProtocolFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('protocol-runs');
  const protocols = useQuery(filterProtocolsQuery());
  const data = [
    { value: '', label: t('allProtocols') },
    ...(protocols.data?.data ?? []).map((p) => ({ value: p.id, label: p.name })),
  ];
  // A protocol id from the URL that is not among the newest still shows as selected.
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: value });
  return (
    <Select
      label={t('protocolFilter')}
      data={data}
      value={value ?? ''}
      onChange={(next) => onChange(next ? next : null)}
      allowDeselect={false}
      searchable
      maw={320}
      w="100%"
      size="md"
      disabled={protocols.isPending}
    />
  );
}
