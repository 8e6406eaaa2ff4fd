import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AGENT_MESSAGE_MAX } from '@ito/contracts/agent/conversations';
import { TYPED_TEXT_STYLES } from '../../../shared/lib/bidi.ts';
import classes from './agent.module.css';

interface AgentInputProps {
  /** Resolves false when the message could not be sent: the text comes back into the field. */
  onSend: (text: string) => Promise<boolean>;
  isBusy: boolean;
  /** After "Adjust": the field asks what should change. */
  isAdjusting: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The message field: Enter sends, Shift+Enter adds a line (and Enter while an input method composes a word does
 * nothing). The counter changes colour past the limit (SPEC section 5), and then the message cannot be sent.
 */
export function AgentInput({ onSend, isBusy, isAdjusting, ref }: AgentInputProps) {
  const { t } = useTranslation('agent');
  const counterId = useId();
  const [text, setText] = useState('');
  const length = text.trim().length;
  const isTooLong = text.length > AGENT_MESSAGE_MAX;
  const canSend = length > 0 && !isTooLong && !isBusy;

  const submit = async () => {
    if (!canSend) return;
    const sent = text.trim();
    setText('');
    if (!(await onSend(sent))) setText((current) => current || sent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <div className={classes.inputRow}>
        <Textarea
          ref={ref}
          name="message"
          label={t('input.label')}
          description={isAdjusting ? t('input.adjustHint') : t('input.keys')}
          placeholder={isAdjusting ? t('input.adjustPlaceholder') : t('input.placeholder')}
          autosize
          minRows={1}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={isTooLong ? t('input.tooLong', { max: AGENT_MESSAGE_MAX }) : undefined}
          aria-describedby={counterId}
          styles={TYPED_TEXT_STYLES}
        />
        <Button type="submit" className={classes.sendButton} disabled={!canSend} loading={isBusy}>
          {t('input.send')}
        </Button>
      </div>
      <Group justify="flex-end" mt={4}>
        <Text id={counterId} size="xs" c={isTooLong ? 'danger' : 'dimmed'} aria-live="polite">
          {t('input.counter', { count: text.length, max: AGENT_MESSAGE_MAX })}
        </Text>
      </Group>
    </form>
  );
}
