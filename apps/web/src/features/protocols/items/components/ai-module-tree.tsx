import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aiModulesQuery } from '../api/items-api.ts';
import { childHierarchy, nextIndex, orderBranches, ROOT_HIERARCHY } from '../lib/ai-tree.ts';
import { builderPath } from '../lib/builder-path.ts';
import { ListSkeleton } from '../../../../shared/ui/list-skeleton.tsx';
import { LoadError } from '../../../../shared/ui/load-error.tsx';

/** The protocol's AI modules: the main prompt and its branches, each a link to its form. */
export function AiModuleTree({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('protocol-items');
  const modules = useQuery(aiModulesQuery(protocolId));

  let body;
  if (modules.isPending) body = <ListSkeleton rows={2} />;
  else if (modules.isError) body = <LoadError onRetry={() => void modules.refetch()} />;
  else {
    const all = modules.data.data;
    const main = all.find((m) => m.kind === 'main');
    const branches = orderBranches(all);
    body = (
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Text fw={600}>{t('aiModule.main')}</Text>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {main ? <bdi>{main.name || main.prompt || t('aiModule.noPrompt')}</bdi> : t('aiModule.noMain')}
              </Text>
            </Stack>
            <Button
              component={Link}
              to={
                main
                  ? builderPath(protocolId, 'ai-module', 'main', main.id)
                  : builderPath(protocolId, 'ai-module', 'add')
              }
              variant={main ? 'default' : 'filled'}
              mih={44}
            >
              {main ? t('aiModule.editMain') : t('aiModule.addMain')}
            </Button>
          </Group>
        </Paper>
        {branches.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {branches.map(({ module, depth }) => (
              <Group
                component="li"
                key={module.id}
                gap="xs"
                wrap="wrap"
                justify="space-between"
                style={{ paddingInlineStart: `calc(${Math.min(depth, 6)} * 1.25rem)` }}
              >
                <Anchor
                  component={Link}
                  to={builderPath(protocolId, 'ai-module', 'branch', module.hierarchy, module.id)}
                  py={10}
                >
                  <bdi>{module.name || t('aiModule.branchAt', { place: `${module.hierarchy}.${module.index}` })}</bdi>
                </Anchor>
                <Button
                  component={Link}
                  to={builderPath(
                    protocolId,
                    'ai-module',
                    'branch',
                    childHierarchy(module),
                    'add',
                    nextIndex(all, childHierarchy(module)),
                  )}
                  variant="subtle"
                  size="compact-sm"
                  mih={44}
                  aria-label={t('aiModule.addSubBranchOf', { name: module.name || module.hierarchy })}
                >
                  {t('aiModule.addSubBranch')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <Group>
          <Button
            component={Link}
            to={builderPath(protocolId, 'ai-module', 'branch', ROOT_HIERARCHY, 'add', nextIndex(all, ROOT_HIERARCHY))}
            variant="light"
            mih={44}
          >
            {t('aiModule.addBranch')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="ai-modules-title">
      <Title order={2} size="h3" id="ai-modules-title">
        {t('aiModule.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('aiModule.lead')}
      </Text>
      {body}
    </Stack>
  );
}
