import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../shared/i18n/i18n.ts';
import { RatingText } from './rating-text.tsx';

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces('catalogue');
});
afterEach(cleanup);

describe('RatingText', () => {
  it('says the rating in words to screen readers without aria-label on the paragraph (not allowed there)', () => {
    const { container } = render(
      <MantineProvider>
        <RatingText rating={4.66} count={120} />
      </MantineProvider>,
    );
    expect(screen.getByText('Rated 4.7 out of 5 by 120 people')).toBeTruthy();
    const paragraph = container.querySelector('p');
    expect(paragraph?.hasAttribute('aria-label')).toBe(false);
    expect(container.querySelector('[aria-label]')).toBeNull();
    // The visible "★ 4.7 (120)" is hidden from screen readers, so the rating is not read twice.
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('★ 4.7 (120)');
  });
});
