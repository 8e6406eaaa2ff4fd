import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';
import { ProgramCover } from './program-cover.tsx';

loadTextsBeforeAll(['catalogue']);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const COVER = '3f1a2b4c-0000-4000-8000-000000000001.webp';

const imageOf = (size: 'medium' | 'large') =>
  renderWithProviders(<ProgramCover cover={COVER} title="Sleep better" size={size} />).container.querySelector('img');

describe('ProgramCover', () => {
  it('fetches the large cover of a program page at once and first: it is likely the largest paint', () => {
    const image = imageOf('large');
    expect(image?.getAttribute('src')).toBe(`/public/files/large/${COVER}`);
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('lets a card’s cover wait until it nears the screen', () => {
    const image = imageOf('medium');
    expect(image?.getAttribute('src')).toBe(`/public/files/medium/${COVER}`);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('is decorative beside the title, so a screen reader does not hear the title twice', () => {
    const image = imageOf('medium');
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names the program when it stands alone, in English and in Arabic', async () => {
    const { unmount } = renderWithProviders(<ProgramCover cover={COVER} title="Sleep better" isTitleNearby={false} />);
    expect(screen.getByRole('img', { name: 'Cover of Sleep better' })).toBeTruthy();
    unmount();
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['catalogue']);
    renderWithProviders(<ProgramCover cover={COVER} title="نوم أفضل" isTitleNearby={false} />);
    expect(screen.getByRole('img', { name: 'غلاف نوم أفضل' })).toBeTruthy();
  });

  it('shows the title’s letter when there is no cover, or when the picture cannot be loaded', () => {
    const empty = renderWithProviders(<ProgramCover cover={null} title=" sleep better" />);
    expect(empty.container.querySelector('img')).toBeNull();
    expect(screen.getByText('S')).toBeTruthy();
    cleanup();
    const broken = renderWithProviders(<ProgramCover cover={COVER} title="Sleep better" />);
    fireEvent.error(broken.container.querySelector('img')!);
    expect(broken.container.querySelector('img')).toBeNull();
    expect(screen.getByText('S')).toBeTruthy();
  });
});
