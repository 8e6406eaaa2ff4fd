import { useId } from 'react';
import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TPlan } from '@ito/contracts/agent/plan';
import { planIn } from '@ito/contracts/agent/plan-texts';
import { isolate } from '../../../shared/lib/bidi.ts';
import type { AgentFailure } from '../lib/describe-failure.ts';
import { recommendationPath } from '../../../shared/lib/program-paths.ts';
import { rememberPlanReturn } from '../../../shared/lib/plan-return.ts';
import { formatDay, formatNumber } from '../lib/plan-view.ts';
import classes from './agent.module.css';
import { FailureText } from './failure-text.tsx';
import { PlanTasks } from './plan-tasks.tsx';

/** `withdrawn`: a safety answer came after it (decision 057); `replaced`: a newer proposal did. */
export type PlanState = 'actionable' | 'accepted' | 'replaced' | 'withdrawn';

interface PlanLessons {
  taking: string | null;
  failure: { programId: string; failure: AgentFailure } | null;
  onTake: (programId: string) => void;
}

interface PlanCardProps {
  plan: TPlan;
  model: string;
  state: PlanState;
  isAccepting: boolean;
  acceptFailure: AgentFailure | null;
  onAccept: () => void;
  /** Taking a suggested program's lessons into the plan (decision 115); offered while the plan can be accepted. */
  lessons?: PlanLessons;
  onAdjust: () => void;
  /** A temporary user may create an account from here too, after accepting: never before it (decision 037). */
  onRegister?: () => void;
}

function Phases({ plan }: { plan: TPlan }) {
  const { t } = useTranslation('agent');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={4} id={headingId} mb="xs">
        {t('plan.phases')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.min(plan.phases.length, 3) }} spacing="sm">
        {plan.phases.map((phase) => (
          <Card key={phase.id} withBorder padding="sm" radius="md">
            <Text size="xs" c="primary" fw={700}>
              {phase.week_start === phase.week_end
                ? t('plan.phaseWeek', { week: phase.week_start })
                : t('plan.phaseWeeks', { start: phase.week_start, end: phase.week_end })}
            </Text>
            <Text fw={600} className={classes.text}>
              {phase.title}
            </Text>
            {phase.focus ? (
              <Text size="sm" className={classes.text}>
                {phase.focus}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mt={4} className={classes.text}>
              {phase.why}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

function Kpis({ plan }: { plan: TPlan }) {
  const { t, i18n } = useTranslation('agent');
  const headingId = useId();
  if (plan.kpis.length === 0) return null;
  const withUnit = (value: number, unit: string) =>
    isolate(`${formatNumber(value, i18n.language)}${unit ? ` ${unit}` : ''}`);
  return (
    <section aria-labelledby={headingId}>
      <Title order={4} id={headingId} mb="xs">
        {t('plan.kpis')}
      </Title>
      <List spacing="xs" listStyleType="none" ps={0}>
        {plan.kpis.map((kpi) => (
          <List.Item key={kpi.id}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm" className={classes.text}>
                {kpi.name}
              </Text>
              <Badge variant="light">
                {t(`plan.direction.${kpi.direction}`, { target: withUnit(kpi.target, kpi.unit) })}
              </Badge>
              {kpi.baseline !== null ? (
                <Text size="xs" c="dimmed">
                  {t('plan.baseline', { value: withUnit(kpi.baseline, kpi.unit) })}
                </Text>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" className={classes.text}>
              {kpi.why}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** A program suggestion's lessons: how many are in the plan already, or the button that takes them in. */
function ProgramLessons({
  plan,
  item,
  lessons,
}: {
  plan: TPlan;
  item: { id: string; title: string };
  lessons: PlanLessons;
}) {
  const { t } = useTranslation('agent');
  const { pathname } = useLocation();
  const taken = plan.tasks.filter((task) => task.lesson?.program_id === item.id).length;
  if (taken > 0) {
    return (
      <Text size="xs" fw={600} c="success.8">
        {t('plan.lessonsTaken', { count: taken })}
      </Text>
    );
  }
  const isTaking = lessons.taking === item.id;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="light"
        className={classes.touch}
        loading={isTaking}
        disabled={lessons.taking !== null && !isTaking}
        aria-label={t('plan.takeLessonsOf', { title: isolate(item.title) })}
        onClick={() => lessons.onTake(item.id)}
      >
        {t('plan.takeLessons')}
      </Button>
      {lessons.failure?.programId === item.id ? (
        <>
          <FailureText failure={lessons.failure.failure} />
          {/* A paid program is bought on its page; its success page leads back here (decision 115). */}
          <Anchor
            component={Link}
            to={recommendationPath('program', item.id) ?? '/'}
            size="xs"
            onClick={() => rememberPlanReturn(item.id, pathname)}
          >
            {t('plan.openProgram')}
          </Anchor>
        </>
      ) : null}
    </Stack>
  );
}

function Recommendations({ plan, lessons }: { plan: TPlan; lessons?: PlanLessons }) {
  const { t } = useTranslation('agent');
  const headingId = useId();
  const { pathname } = useLocation();
  if (plan.recommendations.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={4} id={headingId} mb="xs">
        {t('plan.recommendations')}
      </Title>
      <List spacing="xs" listStyleType="none" ps={0}>
        {plan.recommendations.map((item) => {
          const path = recommendationPath(item.kind, item.id);
          return (
            <List.Item key={`${item.kind}-${item.id}`}>
              <Group gap="xs" wrap="wrap">
                <Badge size="sm" variant="outline">
                  {t(`plan.recommendationKind.${item.kind}`)}
                </Badge>
                {path ? (
                  <Anchor
                    component={Link}
                    to={path}
                    fw={600}
                    size="sm"
                    className={classes.text}
                    onClick={() => (item.kind === 'program' ? rememberPlanReturn(item.id, pathname) : undefined)}
                  >
                    {item.title}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm" className={classes.text}>
                    {item.title}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed" className={classes.text}>
                {item.why}
              </Text>
              {item.kind === 'program' && lessons ? <ProgramLessons plan={plan} item={item} lessons={lessons} /> : null}
            </List.Item>
          );
        })}
      </List>
    </section>
  );
}

/** A proposal as cards: what, when, what was assumed, the phases, the first two weeks, the measures, and more. */
export function PlanCard(props: PlanCardProps) {
  const { model, state, isAccepting, acceptFailure, onAccept, onAdjust, onRegister, lessons } = props;
  const { t, i18n } = useTranslation('agent');
  // A plan made in the other language reads in this one where its words are still the planner's (decision 085).
  const plan = planIn(props.plan, i18n.language);
  const titleId = useId();
  const assumptionsId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            {/* "Proposed" only while it is one: an accepted plan is the person's, not a proposal beside "Accepted". */}
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {state === 'accepted' ? t('plan.labelAccepted') : t('plan.label')}
            </Text>
            {state === 'accepted' ? (
              <Badge color="success">{t('plan.accepted')}</Badge>
            ) : state === 'replaced' || state === 'withdrawn' ? (
              <Badge color="gray" variant="light">
                {t(state === 'withdrawn' ? 'plan.withdrawn' : 'plan.replaced')}
              </Badge>
            ) : null}
          </Group>
          <Title order={3} id={titleId} className={classes.text}>
            {plan.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{t('plan.weeks', { count: plan.intent.horizon_weeks })}</Badge>
            <Text size="sm" c="dimmed">
              {t('plan.dates', {
                start: formatDay(plan.limits.start_date, i18n.language, { withYear: true }),
                end: formatDay(plan.limits.end_date, i18n.language, { withYear: true }),
              })}
            </Text>
          </Group>
          <Text className={classes.text}>{plan.summary}</Text>
        </Stack>

        {plan.assumptions.length > 0 ? (
          <section aria-labelledby={assumptionsId}>
            <Title order={4} id={assumptionsId} mb="xs">
              {t('plan.assumptions')}
            </Title>
            <List size="sm" spacing={4}>
              {plan.assumptions.map((assumption) => (
                <List.Item key={assumption}>
                  <span className={classes.text}>{assumption}</span>
                </List.Item>
              ))}
            </List>
          </section>
        ) : null}

        <Phases plan={plan} />
        <PlanTasks plan={plan} />
        <Kpis plan={plan} />
        <Recommendations plan={plan} lessons={state === 'actionable' ? lessons : undefined} />

        <Text size="xs" c="dimmed">
          {t('plan.model', { model: isolate(model) })}
        </Text>

        {state === 'actionable' ? (
          <Stack gap="xs">
            {acceptFailure ? <FailureText failure={acceptFailure} /> : null}
            <Group gap="sm" wrap="wrap">
              <Button className={classes.touch} onClick={onAccept} loading={isAccepting}>
                {t('plan.accept')}
              </Button>
              <Button className={classes.touch} variant="default" onClick={onAdjust} disabled={isAccepting}>
                {t('plan.adjust')}
              </Button>
              {onRegister ? (
                <Button className={classes.touch} variant="subtle" onClick={onRegister} disabled={isAccepting}>
                  {t('banner.action')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
