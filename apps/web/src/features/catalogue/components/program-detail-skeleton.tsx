import { Grid, Skeleton, Stack } from '@mantine/core';

export function ProgramDetailSkeleton() {
  return (
    <Grid gap="xl" aria-hidden>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Skeleton height={280} radius="md" />
          <Skeleton height={14} width="20%" />
          <Skeleton height={32} width="70%" />
          <Skeleton height={14} width="90%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={120} mt="md" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Skeleton height={220} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
