import { useState } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { practiceLoop } from '@ito/protocol/test/engine-fixtures';
import { simulateProtocol } from '@ito/protocol/simulate';
import { DEFAULT_FORM, readSimulationForm, type SimulationFormErrors } from '../lib/simulation-form.ts';
import { SimulationForm } from './simulation-form.tsx';
import { SimulationResults } from './simulation-results.tsx';
import { loadTextsBeforeAll, renderWithProviders } from '../../../../test/render.tsx';

loadTextsBeforeAll(['protocol-runs']);

afterEach(cleanup);

const wrap = (ui: React.ReactElement) => renderWithProviders(ui, { fallback: <>loading</> });

describe('SimulationResults', () => {
  it('shows outcomes, every step with its drop-off, and the branch that fired', async () => {
    const result = simulateProtocol({
      nodes: practiceLoop(),
      followers: 100,
      mix: { diligent: 1, poor_scorer: 1 },
      seed: 9,
      horizonDays: 20,
    });
    wrap(<SimulationResults result={result} maxEvents={500} />);

    expect(await screen.findByRole('heading', { name: 'Outcomes of 100 followers over 20 days' })).toBeTruthy();
    const { finished, stuck: stuckTotal } = result.outcomes;
    expect(screen.getByText('Finished').nextElementSibling?.textContent).toBe(`${finished} (${finished} %)`);
    expect(screen.getByText('Still in progress').nextElementSibling?.textContent).toBe(
      `${stuckTotal} (${stuckTotal} %)`,
    );
    const table = screen.getByRole('heading', { name: 'Drop-off per step' }).closest('section')!;
    // Every step is a row: the header and six steps.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    const checkRow = within(table).getByText('assessment check').closest('tr')!;
    const stuck = result.steps.find((s) => s.nodeId === 'check')!.ended.stuck;
    expect(stuck).toBeGreaterThan(0);
    expect(within(checkRow).getByText(new RegExp(`^${stuck} ·`))).toBeTruthy();
    const branches = screen.getByRole('heading', { name: 'Branches fired' }).closest('section')!;
    expect(within(branches).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Followers who reached each step/ })).toBeTruthy();
  });
});

function Harness() {
  const [values, setValues] = useState(DEFAULT_FORM);
  const [errors, setErrors] = useState<SimulationFormErrors>({});
  const [ran, setRan] = useState<number | null>(null);
  return (
    <>
      <SimulationForm
        values={values}
        errors={errors}
        isRunning={false}
        onChange={setValues}
        onRun={() => {
          const read = readSimulationForm(values);
          if (read.ok) setRan(read.settings.followers);
          setErrors(read.ok ? {} : read.errors);
        }}
        onCancel={() => undefined}
      />
      {ran !== null ? <p>ran {ran}</p> : null}
    </>
  );
}

describe('SimulationForm', () => {
  it('says which field is wrong, and runs once it is right', async () => {
    wrap(<Harness />);
    const followers = await screen.findByRole('textbox', { name: /Followers/ });
    fireEvent.change(followers, { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('Enter a whole number from 1 to 5000.')).toBeTruthy();
    for (const name of ['Diligent', 'Erratic', 'Drop-out', 'Poor scorer']) {
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: '0' } });
    }
    fireEvent.change(followers, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Give at least one profile a weight above 0.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Erratic' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('ran 250')).toBeTruthy();
  });
});
