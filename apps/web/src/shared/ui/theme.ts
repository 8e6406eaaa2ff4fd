import {
  createTheme,
  darken,
  em,
  lighten,
  luminance,
  rem,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { THEME } from '@ito/contracts/constants';

/** WCAG AA for text up to 18 px (the base text is 13 px): 4.5:1. */
const TEXT_CONTRAST = 4.5;

/**
 * How much to darken a brand colour for shade 7, the shade filled controls and coloured text use: 12 %, or more in
 * steps of 2 % until it reads as text on white. The dark hues of SPEC 9 (primary, danger, accent) stay at 12 %; the
 * light ones (success #77c13a is 2.2:1 on white, warning #e4a93c 2.1:1) get as dark as reading needs (decision 046).
 */
function readableDarkening(color: string): number {
  let amount = 0.12;
  while (amount < 0.6 && 1.05 / (luminance(darken(color, amount)) + 0.05) < TEXT_CONTRAST) amount += 0.02;
  return amount;
}

/**
 * Ten shades around a brand colour, the brand itself at index 6; 7 (the light scheme's primary shade: filled
 * controls, coloured text) reads on white, 8 (hover) and 9 (text of light variants) are darker still.
 */
function palette(color: string): MantineColorsTuple {
  const dark = readableDarkening(color);
  return [
    lighten(color, 0.92),
    lighten(color, 0.82),
    lighten(color, 0.66),
    lighten(color, 0.5),
    lighten(color, 0.34),
    lighten(color, 0.17),
    color,
    darken(color, dark),
    darken(color, dark + 0.12),
    darken(color, dark + 0.24),
  ];
}

const { colors, breakpoints, modalWidthsPx } = THEME;
const modalSizes: Record<string, string> = {
  xs: rem(modalWidthsPx.sm),
  sm: rem(modalWidthsPx.sm),
  md: rem(modalWidthsPx.md),
  lg: rem(modalWidthsPx.lg),
  xl: rem(modalWidthsPx.xl),
};

/** Mantine theme built from the SPEC section 9 tokens shared with the server in packages/contracts. */
/** The hues an avatar's initials may take (light variant: shade 9 on shade 1, at least 4.5:1; theme.test.ts). */
export const INITIALS_COLORS = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet'] as const;

export const theme = createTheme({
  primaryColor: 'primary',
  // SPEC 9's hues in shades that read (WCAG AA, 4.5:1 for 13 px text): the brand #5567ff is 4.4:1 against white, so
  // filled controls, links and coloured text use shade 7 (5.4:1; 4.9:1 on the light primary background), and
  // autoContrast puts white or black text on each filled colour, whichever reads (theme.test.ts, decision 046).
  primaryShade: { light: 7, dark: 5 },
  autoContrast: true,
  colors: {
    primary: palette(colors.primary),
    success: palette(colors.success),
    warning: palette(colors.warning),
    danger: palette(colors.danger),
    accent: palette(colors.accent),
  },
  breakpoints: {
    xs: em(breakpoints.xs),
    sm: em(breakpoints.sm),
    md: em(breakpoints.md),
    lg: em(breakpoints.lg),
    xl: em(breakpoints.xl),
  },
  // The base text is 13 px; controls use the same size so forms read evenly.
  fontSizes: { xs: rem(11), sm: rem(THEME.baseFontPx), md: rem(THEME.baseFontPx), lg: rem(16), xl: rem(20) },
  spacing: { xs: rem(6), sm: rem(THEME.gutterPx), md: rem(16), lg: rem(24), xl: rem(32) },
  focusRing: 'auto',
  cursorType: 'pointer',
  defaultRadius: 'md',
  components: {
    // A plain override rather than Modal.extend(): importing Modal here would put it in the first download.
    Modal: {
      vars: (_theme: unknown, props: { size?: unknown }) => {
        const size = typeof props.size === 'string' ? modalSizes[props.size] : undefined;
        return { root: size ? { '--modal-size': size } : {} };
      },
    },
    // Initials take a colour from the name; of Mantine's eleven, green, lime, orange, red and teal put shade 9 on
    // shade 1 (the light variant) under 4.5:1, so a person's initials were unreadable for some names.
    Avatar: { defaultProps: { allowedInitialsColors: [...INITIALS_COLORS] } },
  },
  other: {
    navbarHeight: THEME.navbarHeightPx,
    sidebarWidth: THEME.sidebarWidthPx,
    sidebarWidthMobile: THEME.sidebarWidthMobilePx,
    popoverMaxWidth: THEME.popoverMaxWidthPx,
    toastWidth: THEME.toastWidthPx,
    touchTarget: THEME.touchTargetPx,
  },
});

/**
 * Dimmed text: Mantine's gray 6 is 3.3:1 against white; gray 7 reads on white and on the light primary background.
 * Field errors: Mantine's red 6 is 3.3:1 against white; the danger hue's shade 7 reads. Placeholders: gray 7 as well.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    // Placeholders are text too (Input.Placeholder of pickers is axe-checked): Mantine's gray 5 is 2.1:1 on white.
    '--mantine-color-placeholder': t.colors.gray[7],
    '--mantine-color-error': t.colors.danger?.[7] ?? t.colors.red[8],
  },
  dark: {},
});
