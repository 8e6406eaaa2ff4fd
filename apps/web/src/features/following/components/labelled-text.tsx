import { Text, type TextProps } from '@mantine/core';

interface LabelledTextProps extends TextProps {
  label: string;
  children: string;
}

/**
 * "Why: <text>": a translated label, then text someone typed or the planner wrote, isolated (`<bdi>`) so an English
 * reason keeps its own order (and its full stop) inside an Arabic paragraph.
 */
export function LabelledText({ label, children, ...props }: LabelledTextProps) {
  return (
    <Text size="sm" {...props}>
      <Text span fw={600} size="sm">
        {label}
      </Text>{' '}
      <bdi>{children}</bdi>
    </Text>
  );
}
