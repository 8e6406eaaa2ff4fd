import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIMULATION_LIMITS } from '@ito/protocol/simulate';
import { BEHAVIOUR_PROFILES } from '@ito/protocol/simulate-profiles';
import {
  MIX_MAX,
  mixShares,
  SEED_MAX,
  type SimulationFormErrors,
  type SimulationFormValues,
} from '../lib/simulation-form.ts';

/** Hints under the inputs, so inputs in a row line up whatever the hint's length. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

type Props = {
  values: SimulationFormValues;
  errors: SimulationFormErrors;
  isRunning: boolean;
  onChange: (values: SimulationFormValues) => void;
  onRun: () => void;
  onCancel: () => void;
};

/** Followers, horizon, seed and the behaviour mix; the parent validates and runs. */
export function SimulationForm({ values, errors, isRunning, onChange, onRun, onCancel }: Props) {
  const { t } = useTranslation('protocol-runs');
  const titleId = useId();
  const mixId = useId();
  const shares = mixShares(values.mix);
  const max = { followers: SIMULATION_LIMITS.maxFollowers, horizon: SIMULATION_LIMITS.maxHorizonDays };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  const error = (key: keyof SimulationFormErrors, limit?: number) =>
    errors[key] ? t(`simulator.errors.${errors[key]}`, { max: limit }) : undefined;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id={titleId}>
            {t('simulator.form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={t('simulator.form.followers')}
              description={t('simulator.form.followersHint', { max: max.followers })}
              value={values.followers}
              onChange={(followers) => onChange({ ...values, followers })}
              min={1}
              max={max.followers}
              allowDecimal={false}
              allowNegative={false}
              inputWrapperOrder={BELOW}
              error={error('followers', max.followers)}
              required
            />
            <NumberInput
              label={t('simulator.form.horizonDays')}
              description={t('simulator.form.horizonHint')}
              value={values.horizonDays}
              onChange={(horizonDays) => onChange({ ...values, horizonDays })}
              min={1}
              max={max.horizon}
              allowDecimal={false}
              allowNegative={false}
              inputWrapperOrder={BELOW}
              error={error('horizonDays', max.horizon)}
              required
            />
            <NumberInput
              label={t('simulator.form.seed')}
              description={t('simulator.form.seedHint')}
              value={values.seed}
              onChange={(seed) => onChange({ ...values, seed })}
              min={0}
              max={SEED_MAX}
              allowDecimal={false}
              allowNegative={false}
              inputWrapperOrder={BELOW}
              error={error('seed', SEED_MAX)}
              required
            />
          </SimpleGrid>
          <Stack gap="xs" role="group" aria-labelledby={mixId}>
            <div>
              <Text fw={600} id={mixId}>
                {t('simulator.form.mix')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('simulator.form.mixHint')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {BEHAVIOUR_PROFILES.map((profile) => (
                <NumberInput
                  key={profile}
                  label={t(`simulator.profile.${profile}`)}
                  description={t(`simulator.profileHint.${profile}`)}
                  value={values.mix[profile]}
                  onChange={(weight) => onChange({ ...values, mix: { ...values.mix, [profile]: weight } })}
                  min={0}
                  max={MIX_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  inputWrapperOrder={BELOW}
                  rightSection={
                    <Text size="xs" c="dimmed" aria-hidden>
                      {t('simulator.form.share', { pct: shares[profile] })}
                    </Text>
                  }
                  rightSectionWidth={56}
                  error={errors.mix ? true : undefined}
                />
              ))}
            </SimpleGrid>
            {errors.mix ? (
              <Text size="sm" c="danger" role="alert">
                {t(`simulator.errors.${errors.mix}`)}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm">
            <Button type="submit" loading={isRunning} size="md">
              {t('simulator.form.run')}
            </Button>
            {isRunning ? (
              <Button variant="default" size="md" onClick={onCancel}>
                {t('simulator.form.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
