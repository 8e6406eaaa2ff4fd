import { BEHAVIOUR_PROFILES, type BehaviourProfile } from '@ito/protocol/simulate-profiles';
import { SIMULATION_LIMITS } from '@ito/protocol/simulate';

/** The simulator's form: how many followers, which mix of behaviours, how long, which seed. */
export type SimulationFormValues = {
  followers: number | string;
  horizonDays: number | string;
  seed: number | string;
  mix: Record<BehaviourProfile, number | string>;
};

export const MIX_MAX = 100;
export const SEED_MAX = 2_147_483_647;

export const DEFAULT_FORM: SimulationFormValues = {
  followers: 500,
  horizonDays: 90,
  seed: 1,
  mix: { diligent: 40, erratic: 30, drop_out: 20, poor_scorer: 10 },
};

export type SimulationSettings = {
  followers: number;
  horizonDays: number;
  seed: number;
  mix: Record<BehaviourProfile, number>;
};

/** Field errors are i18n keys (`simulator.errors.*`); the key `mix` covers the mix as a whole. */
export type SimulationFormErrors = Partial<Record<'followers' | 'horizonDays' | 'seed' | 'mix', string>>;

function intIn(value: number | string, min: number, max: number): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** Reads the form into simulator settings, or says which fields are wrong. */
export function readSimulationForm(
  values: SimulationFormValues,
): { ok: true; settings: SimulationSettings } | { ok: false; errors: SimulationFormErrors } {
  const errors: SimulationFormErrors = {};
  const followers = intIn(values.followers, 1, SIMULATION_LIMITS.maxFollowers);
  if (followers === null) errors.followers = 'followers';
  const horizonDays = intIn(values.horizonDays, 1, SIMULATION_LIMITS.maxHorizonDays);
  if (horizonDays === null) errors.horizonDays = 'horizonDays';
  const seed = intIn(values.seed, 0, SEED_MAX);
  if (seed === null) errors.seed = 'seed';
  const mix = {} as Record<BehaviourProfile, number>;
  let isMixValid = true;
  for (const profile of BEHAVIOUR_PROFILES) {
    const weight = intIn(values.mix[profile], 0, MIX_MAX);
    if (weight === null) isMixValid = false;
    mix[profile] = weight ?? 0;
  }
  if (!isMixValid) errors.mix = 'mixRange';
  else if (BEHAVIOUR_PROFILES.every((p) => mix[p] === 0)) errors.mix = 'mixEmpty';
  if (followers === null || horizonDays === null || seed === null || errors.mix) return { ok: false, errors };
  return { ok: true, settings: { followers, horizonDays, seed, mix } };
}

/** Each profile's share of the mix, 0..100, for the labels beside the weights. */
export function mixShares(values: SimulationFormValues['mix']): Record<BehaviourProfile, number> {
  const weights = BEHAVIOUR_PROFILES.map((p) => Math.max(0, Number(values[p]) || 0));
  const sum = weights.reduce((a, b) => a + b, 0);
  return Object.fromEntries(
    BEHAVIOUR_PROFILES.map((p, i) => [p, sum > 0 ? Math.round((weights[i]! / sum) * 100) : 0]),
  ) as Record<BehaviourProfile, number>;
}
