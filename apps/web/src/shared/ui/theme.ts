import {
  createTheme,
  darken,
  em,
  lighten,
  rem,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { THEME } from '@ito/contracts/constants';

/** Ten shades around a brand colour, the brand itself at index 6 (Mantine's light primary shade). */
function palette(color: string): MantineColorsTuple {
  return [
    lighten(color, 0.92),
    lighten(color, 0.82),
    lighten(color, 0.66),
    lighten(color, 0.5),
    lighten(color, 0.34),
    lighten(color, 0.17),
    color,
    darken(color, 0.12),
    darken(color, 0.24),
    darken(color, 0.36),
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
export const theme = createTheme({
  primaryColor: 'primary',
  // SPEC 9's hues in shades that read (WCAG AA, 4.5:1 for 13 px text): the brand #5567ff is 4.4:1 against white, so
  // filled controls, links and coloured text use shade 7 (5.4:1; 4.7:1 on the light primary background), and filled
  // controls in light hues (success, warning) get dark text instead of white.
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
 * Field errors: Mantine's red 6 is 3.3:1 against white; the danger hue's shade 7 reads.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.danger?.[7] ?? t.colors.red[8],
  },
  dark: {},
});
