import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { loadTextsBeforeAll, renderWithProviders } from '../../../test/render.tsx';
import { CourseOutline } from './course-outline.tsx';
import { CourseLessonProgress } from './lesson-progress.tsx';

loadTextsBeforeAll(['following']);
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

type Lesson = TFollowDashboard['curriculum'][number]['lessons'][number];

const lesson = (id: string, status: 'pending' | 'done' | 'skipped' | null, extra: Partial<Lesson> = {}): Lesson => ({
  id,
  title: `Lesson ${id}`,
  kind: 'text',
  duration_min: null,
  content: '',
  video_url: null,
  video_file: null,
  captions_file: null,
  attachments: [],
  task: status ? { id: `t-${id}`, status, due_on: '2026-03-05' } : null,
  ...extra,
});

const curriculum: TFollowDashboard['curriculum'] = [
  {
    id: 'm1',
    title: 'Breathing',
    lessons: [
      lesson('a', 'done', {
        content:
          '<h2>Slow down</h2><p>Breathe <strong>in</strong>.</p><img src="x" onerror="window.hacked=1">' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/" rel="noopener nofollow">more</a>',
        attachments: [
          {
            id: 'f1',
            title: 'Worksheet',
            original_name: 'worksheet.pdf',
            mime: 'application/pdf',
            size: 1536,
            url: '/api/media/f1',
          },
        ],
      }),
      lesson('b', 'done'),
      lesson('c', 'skipped'),
      lesson('d', 'pending'),
      lesson('e', null, { content: 'Plain text\n\nSecond paragraph' }),
    ],
  },
  { id: 'm2', title: 'Moving', lessons: [lesson('f', 'done'), lesson('g', 'pending')] },
];

describe('CourseOutline', () => {
  it('shows how many lessons of each module are done, as words and a named bar', async () => {
    renderWithProviders(<CourseOutline curriculum={curriculum} today="2026-03-05" />);
    expect(await screen.findByText('2 of 5 lessons done')).toBeTruthy();
    expect(screen.getByText('1 of 2 lessons done')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Module 1: 2 of 5 lessons done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('progressbar', { name: 'Module 2: 1 of 2 lessons done' })).toBeTruthy();
  });

  it('opens a lesson’s formatted text, safely, and its downloads with their sizes', async () => {
    const { container } = renderWithProviders(<CourseOutline curriculum={curriculum} today="2026-03-05" />);
    const first = await screen.findByText(
      (_, el) => el?.tagName === 'SUMMARY' && /Lesson a/.test(el.textContent ?? ''),
    );
    fireEvent.click(first);
    const text = within(container).getAllByTestId('lesson-text')[0]!;
    expect(within(text).getByRole('heading', { level: 2, name: 'Slow down' })).toBeTruthy();
    expect(text.querySelector('strong')?.textContent).toBe('in');
    expect(text.innerHTML).not.toMatch(/onerror|<img|javascript/);
    expect(within(text).getByRole('link', { name: 'more' }).getAttribute('href')).toBe('https://example.com/');
    expect(within(text).getByRole('link', { name: 'more' }).getAttribute('rel')).toBe('noopener nofollow');
    const download = screen.getByRole('link', { name: 'Worksheet' });
    expect(download.getAttribute('href')).toBe('/api/media/f1');
    expect(screen.getByText(/PDF, 1.5 kB/)).toBeTruthy();
    // Text from before rich text reads as its paragraphs.
    expect(container.innerHTML).toContain('<p>Plain text</p><p>Second paragraph</p>');
  });
});

describe('CourseLessonProgress', () => {
  it('sums the whole course, in Arabic too', async () => {
    renderWithProviders(<CourseLessonProgress curriculum={curriculum} />);
    expect(await screen.findByRole('progressbar', { name: 'Lessons: 3 of 7 lessons done' })).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('ar');
    renderWithProviders(<CourseLessonProgress curriculum={curriculum} />);
    expect(await screen.findByText(/أُنجز .* من .* دروس/)).toBeTruthy();
  });

  it('shows nothing for a program without lessons', () => {
    renderWithProviders(<CourseLessonProgress curriculum={[]} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/lessons done/)).toBeNull();
  });
});
