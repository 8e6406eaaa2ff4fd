import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftedBy } from '../components/drafted-by.tsx';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type TAiWizardRequest, type TAiWizardResponse, ZAiWizardRequest } from '@ito/contracts/protocols/ai-wizard';
import { FormFrame, TextareaField } from '../../../../shared/forms/form-fields.tsx';
import { useFormSubmit } from '../../../../shared/hooks/use-form-submit.ts';
import { useAiWizard } from '../api/use-ai-wizard.ts';
import { BuilderFrame } from '../components/builder-frame.tsx';
import { builderPath } from '../lib/builder-path.ts';
import { useBuilderRoute } from '../hooks/use-builder-route.ts';
import { useItemErrorText } from '../hooks/use-item-error-text.ts';

type TWizardInput = z.input<typeof ZAiWizardRequest>;

/** `/protocol-builder/{protocol}/ai/wizard`: describe the protocol, get a drafted graph saved as the draft. */
export function Component() {
  const { t } = useTranslation('protocol-items');
  const errorText = useItemErrorText();
  const { protocolId } = useBuilderRoute();
  const [result, setResult] = useState<TAiWizardResponse['data'] | null>(null);
  const wizard = useAiWizard(protocolId);
  const form = useForm<TWizardInput, unknown, TAiWizardRequest>({
    resolver: zodResolver(ZAiWizardRequest),
    defaultValues: { description: '', replace: false },
  });
  const { errors } = form.formState;

  const submit = useFormSubmit(form, async (values) => {
    const response = await wizard.mutateAsync(values);
    setResult(response.data);
  });
  const canvas = builderPath(protocolId);

  return (
    <BuilderFrame
      protocolId={protocolId}
      title={t('wizard.title')}
      lead={t('wizard.lead')}
      crumbs={[{ label: t('kinds.ai.title'), to: builderPath(protocolId, 'ai') }]}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720}>
        <FormFrame
          form={form}
          onSubmit={submit}
          submitLabel={t('wizard.submit')}
          label={t('wizard.title')}
          submitProps={{ mih: 44 }}
        >
          <TextareaField
            label={t('wizard.description')}
            description={t('wizard.descriptionHint')}
            placeholder={t('wizard.placeholder')}
            required
            minRows={4}
            maxLength={2000}
            errorText={errorText}
            form={form}
            name="description"
          />
          <Checkbox
            label={t('wizard.replace')}
            description={t('wizard.replaceHint')}
            {...form.register('replace')}
            error={errorText(errors.replace)}
          />
        </FormFrame>
      </Paper>
      {result && (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={720} aria-live="polite">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('wizard.resultTitle', { n: result.graph.nodes.length })}
            </Title>
            <Text size="sm">
              {result.understood.sessions_per_week === null
                ? t('wizard.understoodGoal', { goal: result.understood.goal, domain: result.understood.domain })
                : t('wizard.understood', {
                    goal: result.understood.goal,
                    domain: result.understood.domain,
                    n: result.understood.sessions_per_week,
                  })}
            </Text>
            <DraftedBy draftedBy={result.drafted_by} model={result.model} />
            {result.understood.assumptions.length > 0 && (
              <Alert variant="light" color="gray" title={t('wizard.assumptions')}>
                <List size="sm">
                  {result.understood.assumptions.map((a) => (
                    <List.Item key={a}>
                      <bdi>{a}</bdi>
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <List type="ordered" spacing={6}>
              {result.graph.nodes.map((node) => (
                <List.Item key={node.id}>
                  <Group gap={6} wrap="wrap">
                    <Badge variant="light" size="sm">
                      {t(`stepKinds.${node.data.type}`)}
                    </Badge>
                    <bdi>{node.data.name}</bdi>
                  </Group>
                </List.Item>
              ))}
            </List>
            <Group>
              <Button component={Link} to={canvas} mih={44}>
                {t('wizard.openCanvas')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </BuilderFrame>
  );
}
