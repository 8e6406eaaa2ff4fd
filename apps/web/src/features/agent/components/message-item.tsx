import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAgentMessage } from '@ito/contracts/agent/conversations';
import type { AgentFailure } from '../lib/describe-failure.ts';
import { AcceptedNote } from './accepted-note.tsx';
import classes from './agent.module.css';
import { ChangesList } from './changes-list.tsx';
import { PlanCard, type PlanState } from './plan-card.tsx';
import { QuickReplies } from './quick-replies.tsx';
import { SafetyNote } from './safety-note.tsx';

export interface MessageActions {
  isTemporary: boolean;
  isSending: boolean;
  isAccepting: boolean;
  acceptFailure: AgentFailure | null;
  onReply: (value: string) => void;
  onAccept: () => void;
  /** A suggested program's lessons into the plan (decision 115): the one under way and the last failure. */
  takingLessons: string | null;
  lessonsFailure: { programId: string; failure: AgentFailure } | null;
  onTakeLessons: (programId: string) => void;
  onAdjust: () => void;
  onRegister: () => void;
}

interface MessageItemProps {
  message: TAgentMessage;
  /** Only the newest question offers its quick replies. */
  isOpenQuestion: boolean;
  /** For a proposal: whether it can still be accepted. */
  planState: PlanState;
  actions: MessageActions;
}

/** One message: the person's on the inline end, the agent's on the start with what it carries, notes centred. */
export function MessageItem({ message, isOpenQuestion, planState, actions }: MessageItemProps) {
  const { t } = useTranslation('agent');
  const { payload } = message;

  if (message.role === 'system') {
    return (
      <li className={`${classes.message} ${classes.system}`}>
        {payload?.kind === 'accepted' ? (
          <AcceptedNote
            content={message.content}
            programId={payload.program_id}
            isTemporary={actions.isTemporary}
            onRegister={actions.onRegister}
          />
        ) : (
          <Text size="sm" c="dimmed" ta="center" className={classes.text}>
            {message.content}
          </Text>
        )}
      </li>
    );
  }

  const isMine = message.role === 'user';
  if (payload?.kind === 'support' || payload?.kind === 'caution') {
    // The safety gate's answer stands on its own: a calm note with help resources, no plan and no buttons.
    return (
      <li className={`${classes.message} ${classes.theirs}`}>
        <span className={classes.who}>{t('chat.agent')}</span>
        <SafetyNote kind={payload.kind} content={message.content} resources={payload.resources} />
      </li>
    );
  }
  return (
    <li className={`${classes.message} ${isMine ? classes.mine : classes.theirs}`}>
      <span className={classes.who}>{isMine ? t('chat.you') : t('chat.agent')}</span>
      <div className={classes.bubble}>
        {/* The agent answers in the person's language, which may run the other way from the UI's. */}
        <Text size="sm" className={classes.text} dir="auto">
          {message.content}
        </Text>
      </div>
      {(payload?.kind === 'question' || payload?.kind === 'message') && isOpenQuestion ? (
        <QuickReplies replies={payload.quick_replies} isDisabled={actions.isSending} onReply={actions.onReply} />
      ) : null}
      {payload?.kind === 'proposal' ? (
        <PlanCard
          plan={payload.plan}
          model={payload.model}
          state={planState}
          isAccepting={actions.isAccepting}
          acceptFailure={actions.acceptFailure}
          onAccept={actions.onAccept}
          lessons={{
            taking: actions.takingLessons,
            failure: actions.lessonsFailure,
            onTake: actions.onTakeLessons,
          }}
          onAdjust={actions.onAdjust}
          onRegister={actions.isTemporary ? actions.onRegister : undefined}
        />
      ) : null}
      {payload?.kind === 'changes' ? <ChangesList changes={payload.changes} /> : null}
    </li>
  );
}

/** The person's message while it is on its way. */
export function PendingMessage({ text }: { text: string }) {
  const { t } = useTranslation('agent');
  return (
    <li className={`${classes.message} ${classes.mine} ${classes.pending}`} aria-busy="true">
      <span className={classes.who}>
        {t('chat.you')} · {t('chat.sending')}
      </span>
      <div className={classes.bubble}>
        <Text size="sm" className={classes.text}>
          {text}
        </Text>
      </div>
    </li>
  );
}
