import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import { planIn, programIn } from '@ito/contracts/agent/plan-texts';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useIsNewcomer } from '../../../shared/hooks/use-is-newcomer.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { dashboardQuery, followTasksQuery, type TaskView } from '../api/following-api.ts';
import { useAdaptFollow } from '../api/following-api.ts';
import { CourseOutline, PhasesOutline } from '../components/course-outline.tsx';
import classes from '../components/following.module.css';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PlanCalendar } from '../components/plan-calendar.tsx';
import { PlanChangesNotice } from '../components/plan-changes-notice.tsx';
import { ProgressPanel } from '../components/progress-panel.tsx';
import { QuizList } from '../components/quiz-list.tsx';
import { TaskList } from '../components/task-list.tsx';
import { VideoPanel } from '../components/video-panel.tsx';
import { CourseLessonProgress } from '../components/lesson-progress.tsx';
import { localToday } from '../lib/calendar.ts';
import { formatPercent } from '../lib/format.ts';
import { dismissWelcome, takeWelcomeLook } from '../lib/welcome.ts';
import { isMissing } from '../../../shared/lib/not-found.ts';
import { useFreshUser } from '../hooks/use-fresh-user.ts';

// The chart library comes only with the KPI tab.
const KpiCharts = lazy(() => import('../components/kpi-charts.tsx').then((m) => ({ default: m.KpiCharts })));

const TABS = ['plan', 'course', 'quizzes', 'video', 'tasks', 'kpis', 'progress'] as const;
type Tab = (typeof TABS)[number];
const TASK_VIEWS: readonly TaskView[] = ['today', 'upcoming', 'overdue', 'done'];

function readTab(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'plan';
}

/**
 * The agent's parts of a personal plan's dashboard, from the screen in app/screens/program-dashboard-screen.tsx
 * (decision 074): the button that opens its chat, and the chat's sidebar for a program.
 */
export interface DashboardAgent {
  toggle: ReactNode;
  sidebar: (programId: string) => ReactNode;
}

/** `/follow-program/{target}/{program}`: the dashboard of a program the caller follows. */
export function ProgramDashboardPage({ agent }: { agent: DashboardAgent }) {
  const { t, i18n } = useTranslation('following');
  const { target = 'main', id = '' } = useParams();
  const dashboard = useQuery(dashboardQuery(id, target));
  useFreshUser();
  const followed = dashboard.data?.data.follow.program;
  usePageTitle(followed ? programIn(followed, i18n.language).title : t('dashboard.title'));

  if (dashboard.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={12} />
        <Skeleton height={400} radius="md" />
      </Stack>
    );
  }
  if (dashboard.isError) {
    if (isMissing(dashboard.error)) {
      return (
        <EmptyState
          withIndicatorBackground
          title={t('dashboard.notFollowingTitle')}
          description={t('dashboard.notFollowingBody')}
        >
          <Group gap="sm" justify="center">
            <Button component={Link} to={`/program/${encodeURIComponent(id)}`}>
              {t('dashboard.seeProgram')}
            </Button>
            <Button component={Link} to="/follow-program" variant="light">
              {t('dashboard.myPrograms')}
            </Button>
          </Group>
        </EmptyState>
      );
    }
    return <LoadError onRetry={() => void dashboard.refetch()} />;
  }
  return <Dashboard key={dashboard.data.data.follow.id} board={dashboard.data.data} agent={agent} />;
}

/**
 * Adapts a personal plan once when its dashboard opens: missed sessions move, loads change, and the reasons stay on
 * screen. A second call would find nothing new (the server's adaptation is idempotent), so it runs once per follow.
 */
function useAdaptOnOpen(followId: string, isPlan: boolean): [TPlanChange[], () => void] {
  const { mutateAsync: adapt } = useAdaptFollow();
  const started = useRef<string | null>(null);
  const [changes, setChanges] = useState<TPlanChange[]>([]);
  useEffect(() => {
    if (!isPlan || started.current === followId) return;
    started.current = followId;
    adapt(followId).then(
      (found) => {
        if (found.length > 0) setChanges(found);
      },
      // Adapting again next time is harmless: the plan as it stands is still shown.
      (error: unknown) => console.error('Could not adapt the plan', error),
    );
  }, [followId, isPlan, adapt]);
  return [changes, () => setChanges([])];
}

/**
 * The welcome note, on the first visit to this program's dashboard only, until it is closed (decision 083). Someone
 * who has just registered is greeted as new, where their plan is (decision 037). A guest sees none: their first visit
 * starts when they have an account.
 */
function Welcome({ programId }: { programId: string }) {
  const { t } = useTranslation('following');
  const isNew = useIsNewcomer();
  const user = useSessionStore((s) => (s.user && !s.user.is_temporary ? s.user : null));
  const userId = user?.id;
  const name = user?.full_name;
  // One look per person and program, taken when the person is known (their data may arrive after the dashboard's).
  const lookKey = userId ? `${userId}:${programId}` : null;
  const [look, setLook] = useState<{ key: string | null; isShown: boolean }>({ key: null, isShown: false });
  if (look.key !== lookKey) setLook({ key: lookKey, isShown: userId ? takeWelcomeLook(userId, programId) : false });
  if (!look.isShown || !userId) return null;
  return (
    <Alert
      color="success"
      variant="light"
      title={
        isNew ? (name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeNoName')) : t('dashboard.welcomeFirst')
      }
      withCloseButton
      closeButtonLabel={t('dashboard.welcomeClose')}
      onClose={() => {
        dismissWelcome(userId, programId);
        setLook({ key: lookKey, isShown: false });
      }}
      data-testid="dashboard-welcome"
    >
      {isNew ? t('dashboard.welcomeBody') : t('dashboard.welcomeFirstBody')}
    </Alert>
  );
}

function Dashboard({ board, agent }: { board: TFollowDashboard; agent: DashboardAgent }) {
  const { t, i18n } = useTranslation('following');
  const { follow, curriculum } = board;
  // A plan made in the other language reads in this one where its words are still the planner's (decision 085).
  const plan = useMemo(() => (board.plan ? planIn(board.plan, i18n.language) : null), [board.plan, i18n.language]);
  const kpis = useMemo(
    () =>
      board.kpis.map((kpi) => {
        const shown = plan?.kpis.find((k) => k.id === kpi.id);
        return shown ? { ...kpi, name: shown.name, unit: shown.unit, why: shown.why } : kpi;
      }),
    [board.kpis, plan],
  );
  // An agent's program is named by its plan: the plan's title in this language while the program keeps that name.
  const programTitle = plan && board.plan?.title === follow.program.title ? plan.title : follow.program.title;
  const isPersonal = plan !== null || follow.conversation_id !== null;
  const [changes, dismissChanges] = useAdaptOnOpen(follow.id, plan !== null);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const [taskView, setTaskView] = useState<TaskView>('today');
  const [taskPage, setTaskPage] = useState(1);
  const tasks = useQuery(followTasksQuery(follow.id));
  const today = localToday();
  const percent = formatPercent(follow.progress, i18n.language);
  // The program's own summary is cut to fit the catalogue; a plan keeps its whole one.
  const summary = plan?.summary ?? follow.program.summary;

  const needsTasks = (content: (list: NonNullable<typeof tasks.data>) => ReactNode) => {
    if (tasks.isPending) return <Skeleton height={320} radius="md" />;
    if (tasks.isError) return <LoadError onRetry={() => void tasks.refetch()} />;
    return content(tasks.data);
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Anchor component={Link} to="/follow-program" size="sm">
          {t('dashboard.back')}
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} maw={760}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color={isPersonal ? 'accent' : 'primary'} size="sm">
                {t(isPersonal ? 'programs.personal' : 'programs.course')}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.typed}>
              {programTitle}
            </Title>
            {summary ? (
              <Text c="dimmed" className={classes.typed}>
                {summary}
              </Text>
            ) : null}
          </Stack>
          {isPersonal ? agent.toggle : null}
        </Group>
        <Group gap="sm" wrap="nowrap" maw={560}>
          <Progress value={follow.progress} color="success" flex={1} aria-label={t('progress.bar', { percent })} />
          <Text size="sm" fw={600}>
            {percent}
          </Text>
        </Group>
        <CourseLessonProgress curriculum={curriculum} />
      </Stack>

      <Welcome programId={follow.program.id} />
      <PlanChangesNotice changes={changes} onClose={dismissChanges} />

      <Tabs
        value={tab}
        onChange={(next) => setSearchParams(next && next !== 'plan' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('dashboard.tabs')}>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} mih={44}>
              {t(`dashboard.tab.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="plan" pt="md">
          {needsTasks((list) => (
            <PlanCalendar tasks={list} today={today} />
          ))}
        </Tabs.Panel>

        <Tabs.Panel value="course" pt="md">
          {curriculum.length > 0 ? (
            <CourseOutline curriculum={curriculum} today={today} />
          ) : plan ? (
            <PhasesOutline plan={plan} today={today} />
          ) : (
            <EmptyState withIndicatorBackground title={t('course.emptyTitle')} description={t('course.emptyBody')} />
          )}
        </Tabs.Panel>

        <Tabs.Panel value="quizzes" pt="md">
          {needsTasks((list) => (
            <QuizList tasks={list} today={today} />
          ))}
        </Tabs.Panel>

        <Tabs.Panel value="video" pt="md">
          <VideoPanel curriculum={curriculum} />
        </Tabs.Panel>

        <Tabs.Panel value="tasks" pt="md">
          <Stack gap="md">
            <SegmentedControl
              value={taskView}
              onChange={(next) => {
                setTaskView(next as TaskView);
                setTaskPage(1);
              }}
              data={TASK_VIEWS.map((view) => ({ value: view, label: t(`view.${view}`) }))}
              aria-label={t('tasks.views')}
              fullWidth
              maw={560}
            />
            <TaskList view={taskView} page={taskPage} onPageChange={setTaskPage} followId={follow.id} />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="kpis" pt="md">
          {kpis.length === 0 ? (
            <EmptyState withIndicatorBackground title={t('kpi.emptyTitle')} description={t('kpi.emptyBody')} />
          ) : (
            <Suspense fallback={<Skeleton height={360} radius="md" />}>
              <KpiCharts kpis={kpis} />
            </Suspense>
          )}
        </Tabs.Panel>

        <Tabs.Panel value="progress" pt="md">
          {needsTasks((list) => (
            <ProgressPanel follow={follow} tasks={list} today={today} />
          ))}
        </Tabs.Panel>
      </Tabs>

      {isPersonal ? agent.sidebar(follow.program.id) : null}
    </Stack>
  );
}
