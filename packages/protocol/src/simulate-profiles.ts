/**
 * The virtual followers of the simulator: behaviour profiles and the seeded random numbers they draw from.
 * Pure and deterministic: the same seed gives the same followers in the browser, the tests and the bench.
 */

export const BEHAVIOUR_PROFILES = ['diligent', 'erratic', 'drop_out', 'poor_scorer'] as const;
export type BehaviourProfile = (typeof BEHAVIOUR_PROFILES)[number];

/** Relative weights per profile (any non-negative numbers; they need not add up to 100). */
export type ProfileMix = Partial<Record<BehaviourProfile, number>>;

type Range = readonly [number, number];

export type ProfileBehaviour = {
  /** Hours from a task (or order) appearing to the follower's answer. */
  delayHours: Range;
  /** How good an answer is, 0..1: scaled onto the score / KPI range of the protocol. */
  quality: Range;
  /** Chance that an answer is a skip: the task is closed without a score, the challenge not done, the order unpaid. */
  skipRate: number;
  /** Chance that a challenge is done / an order is paid (when not skipped). */
  doneRate: number;
  payRate: number;
  /** Drop-outs stop answering after this many answers (inclusive range); null: never stops. */
  stopAfter: Range | null;
};

/**
 * Diligent answers within hours with good scores; erratic answers days late, scores anything and skips one task in
 * five; a drop-out answers 1 to 4 tasks and then never again; a poor scorer answers on time with low scores.
 */
export const PROFILE_BEHAVIOUR: Readonly<Record<BehaviourProfile, ProfileBehaviour>> = {
  diligent: { delayHours: [1, 12], quality: [0.8, 1], skipRate: 0, doneRate: 0.95, payRate: 0.95, stopAfter: null },
  erratic: { delayHours: [12, 120], quality: [0.3, 1], skipRate: 0.2, doneRate: 0.7, payRate: 0.75, stopAfter: null },
  drop_out: {
    delayHours: [2, 48],
    quality: [0.5, 0.9],
    skipRate: 0.05,
    doneRate: 0.85,
    payRate: 0.8,
    stopAfter: [1, 4],
  },
  poor_scorer: {
    delayHours: [1, 24],
    quality: [0, 0.45],
    skipRate: 0,
    doneRate: 0.5,
    payRate: 0.9,
    stopAfter: null,
  },
};

/** A seeded PRNG (mulberry32): 32-bit state, returns numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A follower's own stream: independent of how many followers come before it, so follower i is stable. */
export function followerSeed(seed: number, index: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
}

export function between(random: () => number, [min, max]: Range): number {
  return min + (max - min) * random();
}

export function intBetween(random: () => number, [min, max]: Range): number {
  return Math.min(max, Math.floor(min + (max - min + 1) * random()));
}

/**
 * Splits `total` followers over the profiles by weight, exactly (largest remainder, ties in profile order), so the
 * counts always add up to `total`. No positive weight: everyone is diligent.
 */
export function allocateProfiles(total: number, mix: ProfileMix): Record<BehaviourProfile, number> {
  const weights = BEHAVIOUR_PROFILES.map((p) => {
    const w = mix[p] ?? 0;
    return Number.isFinite(w) && w > 0 ? w : 0;
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = { diligent: 0, erratic: 0, drop_out: 0, poor_scorer: 0 };
  if (sum === 0) return { ...counts, diligent: total };
  const exact = weights.map((w) => (w / sum) * total);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  BEHAVIOUR_PROFILES.forEach((p, i) => (counts[p] = floors[i]!));
  return counts;
}
