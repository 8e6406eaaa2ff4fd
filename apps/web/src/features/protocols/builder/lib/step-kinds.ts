import type { StepKind } from '@ito/protocol/model';

/**
 * How each of the 12 step kinds looks: a Mantine colour (SPEC section 9 tokens where one fits) and a glyph from
 * common text fonts (no emoji font needed). The glyph is decoration only (`aria-hidden`); the kind's name is always written beside it.
 */
export const STEP_LOOK: Record<StepKind, { color: string; glyph: string }> = {
  population: { color: 'primary', glyph: '◉' },
  order: { color: 'accent', glyph: '$' },
  nudge: { color: 'cyan', glyph: '✉' },
  followup: { color: 'indigo', glyph: '☎' },
  challenge: { color: 'orange', glyph: '⚑' },
  assessment: { color: 'violet', glyph: '✎' },
  kpi: { color: 'teal', glyph: '↗' },
  services: { color: 'grape', glyph: '⚙' },
  wait: { color: 'warning', glyph: '◷' },
  jump: { color: 'gray', glyph: '↪' },
  finish: { color: 'success', glyph: '✔' },
  fail: { color: 'danger', glyph: '✖' },
};
