import { useState } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../shared/i18n/i18n.ts';
import { newLesson, newModule, type DraftModule } from '../lib/curriculum.ts';
import { CurriculumEditor } from './curriculum-editor.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

afterEach(() => cleanup());

function Harness({ initial, errors = {} }: { initial: DraftModule[]; errors?: Record<string, string[]> }) {
  const [modules, setModules] = useState(initial);
  return (
    <CurriculumEditor
      modules={modules}
      onChange={setModules}
      errors={errors}
      onSave={() => undefined}
      isSaving={false}
      isDirty={false}
    />
  );
}

function renderEditor(initial: DraftModule[], errors?: Record<string, string[]>) {
  return renderWithProviders(<Harness initial={initial} errors={errors} />);
}

function named(title: string): DraftModule {
  return { ...newModule(), title, lessons: [{ ...newLesson(), title: `${title} lesson` }] };
}

const moduleTitles = () =>
  screen.getAllByRole('textbox', { name: 'Module title' }).map((input) => (input as HTMLInputElement).value);

describe('CurriculumEditor', () => {
  it('adds, reorders and removes modules', async () => {
    renderEditor([named('Basics'), named('Practice')]);
    expect(await screen.findAllByRole('textbox', { name: 'Module title' })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Move Module 2 up' }));
    expect(moduleTitles()).toEqual(['Practice', 'Basics']);
    expect((screen.getByRole('button', { name: 'Move Module 1 up' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add module' }));
    expect(moduleTitles()).toEqual(['Practice', 'Basics', '']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Module 1' }));
    expect(moduleTitles()).toEqual(['Basics', '']);
  });

  it('turns a lesson into a quiz with a question of two options, and shows errors at their paths', async () => {
    renderEditor([named('Basics')], { 'modules.0.lessons.0.title': ['A lesson needs a title.'] });
    const module = await screen.findByRole('region', { name: 'Module 1' });
    expect(within(module).getByText('A lesson needs a title.')).toBeTruthy();

    fireEvent.click(within(module).getByText('Quiz'));
    fireEvent.click(within(module).getByRole('button', { name: 'Add question' }));
    const options = within(module).getByRole('group', { name: 'Options of Question 1' });
    expect(within(options).getAllByRole('textbox')).toHaveLength(2);
    // The first option starts as the correct one; at least two options always stay.
    expect((within(options).getByRole('checkbox', { name: 'Option 1 is correct' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(options).getAllByRole('button', { name: /^Remove Option/ })[0] as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
