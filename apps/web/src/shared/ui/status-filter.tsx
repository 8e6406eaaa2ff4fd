import { Group, SegmentedControl, Text } from '@mantine/core';

/**
 * The status filter above a list ("All" plus one segment per status) and, once loaded, the spoken total.
 * `value` null means "all".
 */
export function StatusFilter<S extends string>({
  label,
  value,
  statuses,
  labelOf,
  allLabel,
  onChange,
  total,
}: {
  label: string;
  value: S | null;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  allLabel: string;
  onChange: (status: S | null) => void;
  total?: string;
}) {
  return (
    <Group gap="sm">
      <SegmentedControl
        aria-label={label}
        value={value ?? 'all'}
        onChange={(next) => onChange(next === 'all' ? null : (next as S))}
        data={[
          { value: 'all', label: allLabel },
          ...statuses.map((status) => ({ value: status, label: labelOf(status) })),
        ]}
      />
      {total !== undefined && (
        <Text size="sm" c="dimmed" role="status">
          {total}
        </Text>
      )}
    </Group>
  );
}
