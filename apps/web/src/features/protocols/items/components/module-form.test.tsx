import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../../shared/stores/ui-store.ts';
import { defaultModuleValues, type TModuleForm } from '../lib/module-form.ts';
import { ModuleForm } from './module-form.tsx';
import { loadTextsBeforeAll, renderWithProviders } from '../../../../test/render.tsx';

// The first render would otherwise wait for the texts within findBy's one second on a busy machine.
loadTextsBeforeAll(['protocol-items']);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Sunday 1 March 2026, 12:00 UTC; Berlin is UTC+1 then.
const NOW = new Date('2026-03-01T12:00:00Z');

function renderModuleForm(defaults: TModuleForm = defaultModuleValues()) {
  const sent: TModuleForm[] = [];
  renderWithProviders(
    <ModuleForm
      protocolId="p1"
      defaultValues={defaults}
      submitLabel="Create"
      now={NOW}
      timeZone="Europe/Berlin"
      onCancel={() => undefined}
      onSubmit={async (values) => {
        sent.push(values);
        return true;
      }}
    />,
  );
  return sent;
}

const preview = () => screen.getByRole('list', { name: /Next runs/ });

describe('ModuleForm', () => {
  it('picks weekdays with MON..SUN toggles and previews the next runs on them', async () => {
    const sent = renderModuleForm({ ...defaultModuleValues(), target: 'system' });
    const monday = await screen.findByRole('button', { name: 'Monday' });
    expect(monday.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday' }));
    fireEvent.click(monday);
    expect(monday.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText(/^At time/), { target: { value: '09:30' } });

    const times = within(preview())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time')?.getAttribute('datetime'));
    expect(times.slice(0, 3)).toEqual([
      '2026-03-02T08:30:00.000Z',
      '2026-03-04T08:30:00.000Z',
      '2026-03-09T08:30:00.000Z',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ at_week_days: ['MON', 'WED'], at_time: '09:30', target: 'system' });
    expect(sent[0]!.prevent_finish).toBe(false);
  });

  it('asks what a follower module repeats before sending anything', async () => {
    const sent = renderModuleForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await screen.findByText(
      'Choose what the module repeats: an activity, a nudge, a challenge, an assessment, a KPI or an order.',
    );
    expect(sent).toHaveLength(0);
  });

  it('shows why a schedule is invalid and sends nothing', async () => {
    const sent = renderModuleForm({ ...defaultModuleValues(), start_after: 5, stop_after: 2 });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await screen.findByText('It must stop after it starts.');
    expect(screen.getByText('No upcoming runs with these settings.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('resets every field to the SPEC defaults after confirming', async () => {
    renderModuleForm({ ...defaultModuleValues(), at_week_days: ['FRI'], target: 'system', prevent_finish: true });
    const friday = await screen.findByRole('button', { name: 'Friday' });
    expect(friday.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(useUiStore.getState().confirmRequest).not.toBeNull());
    await act(async () => useUiStore.getState().confirmRequest!.resolve(true));
    await waitFor(() => expect(friday.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('checkbox', { name: /Keep running/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Follower' })).toHaveProperty('checked', true);
  });
});
