import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';
import { PlanChangesNotice } from './plan-changes-notice.tsx';

loadTextsBeforeAll(['following']);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const SWAPPED: TPlanChange = {
  kind: 'swapped',
  task_ids: ['t-w6-1'],
  why: 'You skipped the last 2 tempo run sessions, so the coming ones are now “Intervals”.',
  why_in: {
    en: 'You skipped the last 2 tempo run sessions, so the coming ones are now “Intervals”.',
    ar: 'تخطيت آخر جلستين من الجري السريع، لذلك أصبحت الجلسات القادمة «فترات».',
  },
};

describe('PlanChangesNotice (decision 090)', () => {
  it('says each reason in the reader’s language when the planner said it in it', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['following']);
    renderWithProviders(<PlanChangesNotice changes={[SWAPPED]} />);
    expect(screen.getByText(SWAPPED.why_in!.ar!)).toBeTruthy();
    expect(screen.queryByText(SWAPPED.why)).toBeNull();
  });

  it('falls back to the reason as the plan said it', () => {
    const { why_in: _whyIn, ...plain } = SWAPPED;
    renderWithProviders(<PlanChangesNotice changes={[plain]} />);
    expect(screen.getByText(SWAPPED.why)).toBeTruthy();
  });
});
