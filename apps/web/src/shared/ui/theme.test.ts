import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, getContrastColor, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { THEME } from '@ito/contracts/constants';
import { cssVariablesResolver, INITIALS_COLORS, theme } from './theme.ts';

/** WCAG relative luminance and contrast ratio of two `#rrggbb` / `rgb(...)` / `rgba(...)` colours. */
function channels(color: string): number[] {
  const hex = color.length === 4 ? color.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : color;
  if (hex.startsWith('#')) return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = channels(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const shade = getPrimaryShade(full, 'light');
const AA = 4.5;
/** WCAG 2.2 AA 1.4.11: the parts of controls and graphics needed to see them, against what is beside them. */
const NON_TEXT = 3;
const HUES = ['primary', 'success', 'warning', 'danger', 'accent'] as const;
const color = (name: string, index: number) => full.colors[name]?.[index] ?? '';

describe('theme colours read at 13 px (WCAG AA)', () => {
  it('primary text and links on white and on the light primary tint of the landing page', () => {
    const primary = full.colors.primary?.[shade] ?? '';
    expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(primary, full.colors.primary?.[0] ?? '')).toBeGreaterThanOrEqual(AA);
  });

  it('text on every filled colour (white or dark, picked by autoContrast)', () => {
    for (const name of HUES) {
      const background = full.colors[name]?.[shade] ?? '';
      const text = getContrastColor({ color: name, theme: full, autoContrast: full.autoContrast });
      const resolved = text === 'var(--mantine-color-black)' ? full.black : full.white;
      expect(text).toMatch(/^var\(--mantine-color-(black|white)\)$/);
      expect(contrast(resolved, background), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('coloured text (the `c` prop, `--mantine-color-<hue>-text`) on white, for every SPEC 9 hue', () => {
    for (const name of HUES) expect(contrast(color(name, shade), '#ffffff'), name).toBeGreaterThanOrEqual(AA);
  });

  it('text of light variants (shade 9) on their tinted background (shade 1)', () => {
    for (const name of HUES) expect(contrast(color(name, 9), color(name, 1)), name).toBeGreaterThanOrEqual(AA);
  });

  it('filled controls stand out from the white page, and so does the focus ring', () => {
    for (const name of HUES) expect(contrast(color(name, shade), '#ffffff'), name).toBeGreaterThanOrEqual(NON_TEXT);
    // theme.css draws the focus outline in primary 6 (the brand itself).
    expect(contrast(color('primary', 6), '#ffffff')).toBeGreaterThanOrEqual(NON_TEXT);
  });

  it('the navbar task bar: primary 8 on primary 0', () => {
    expect(contrast(color('primary', 8), color('primary', 0))).toBeGreaterThanOrEqual(AA);
  });

  it('keeps SPEC 9 hues: shade 6 of each is the brand colour itself', () => {
    for (const name of HUES) expect(color(name, 6), name).toBe(THEME.colors[name]);
  });

  it('initials on an avatar, whatever the name (light variant: shade 9 on shade 1)', () => {
    const allowed = (full.components.Avatar?.defaultProps as { allowedInitialsColors?: string[] } | undefined)
      ?.allowedInitialsColors;
    expect(allowed).toEqual([...INITIALS_COLORS]);
    for (const name of INITIALS_COLORS)
      expect(contrast(color(name, 9), color(name, 1)), name).toBeGreaterThanOrEqual(AA);
  });

  it('dimmed text on white', () => {
    const dimmed = cssVariablesResolver(full).light['--mantine-color-dimmed'] ?? '';
    expect(contrast(dimmed, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('placeholders on white', () => {
    const placeholder = cssVariablesResolver(full).light['--mantine-color-placeholder'] ?? '';
    expect(contrast(placeholder, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('field errors on white', () => {
    const error = cssVariablesResolver(full).light['--mantine-color-error'] ?? '';
    expect(contrast(error, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});
