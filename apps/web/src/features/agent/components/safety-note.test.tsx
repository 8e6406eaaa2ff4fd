import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { message } from '../../../test/agent-fixtures.ts';
import { MessageItem, type MessageActions } from './message-item.tsx';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';

loadTextsBeforeAll(['agent']);
afterEach(cleanup);

const actions: MessageActions = {
  isTemporary: false,
  isSending: false,
  isAccepting: false,
  acceptFailure: null,
  onReply: () => undefined,
  onAccept: () => undefined,
  takingLessons: null,
  lessonsFailure: null,
  onTakeLessons: () => undefined,
  onAdjust: () => undefined,
  onRegister: () => undefined,
};

function show(kind: 'support' | 'caution', content: string) {
  const reply = message('m9', 'agent', content, {
    kind,
    category: kind === 'support' ? 'distress' : 'red_flag',
    resources: [
      { label: 'In danger right now: call your local emergency number.', url: null },
      { label: 'A free, confidential crisis line in your country.', url: 'https://findahelpline.com' },
    ],
  });
  return renderWithProviders(
    <ul>
      <MessageItem message={reply} isOpenQuestion planState="actionable" actions={actions} />
    </ul>,
  );
}

describe('the safety gate’s answer in the chat', () => {
  it('is a labelled note with the help resources and no plan buttons', () => {
    show('support', 'I’m really sorry you’re feeling this way.');
    const note = screen.getByRole('region', { name: 'Your wellbeing comes first' });
    expect(within(note).getByText('I’m really sorry you’re feeling this way.')).toBeTruthy();
    const list = within(note).getByRole('list', { name: 'Where to find help' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const link = within(note).getByRole('link', { name: /findahelpline\.com/ });
    expect(link.getAttribute('href')).toBe('https://findahelpline.com');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names a caution as a safety note, in the text’s own direction', () => {
    show('caution', 'ما تصفه قد يكون علامة على مشكلة صحية.');
    const note = screen.getByRole('region', { name: 'A safety note' });
    expect(within(note).getByText('ما تصفه قد يكون علامة على مشكلة صحية.').getAttribute('dir')).toBe('auto');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
