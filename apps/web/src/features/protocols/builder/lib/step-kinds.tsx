import type { ComponentType } from 'react';
import type { StepKind } from '@ito/protocol/model';
import {
  BriefcaseIcon,
  CircleCheckIcon,
  CircleXIcon,
  ClipboardCheckIcon,
  ClockIcon,
  CurrencyIcon,
  FlagIcon,
  JumpIcon,
  MailIcon,
  PhoneIcon,
  TrendingUpIcon,
  UsersIcon,
  type IconProps,
} from '../../../../shared/ui/icons.tsx';

/**
 * How each of the 12 step kinds looks: a Mantine colour (SPEC section 9 tokens where one fits) and an icon of the app's
 * set (decision 083; no glyph that needs a font). The icon is decoration only (`aria-hidden`); the kind's name is
 * always written beside it.
 */
export const STEP_LOOK: Record<StepKind, { color: string; Icon: ComponentType<IconProps> }> = {
  population: { color: 'primary', Icon: UsersIcon },
  order: { color: 'accent', Icon: CurrencyIcon },
  nudge: { color: 'cyan', Icon: MailIcon },
  followup: { color: 'indigo', Icon: PhoneIcon },
  challenge: { color: 'orange', Icon: FlagIcon },
  assessment: { color: 'violet', Icon: ClipboardCheckIcon },
  kpi: { color: 'teal', Icon: TrendingUpIcon },
  services: { color: 'grape', Icon: BriefcaseIcon },
  wait: { color: 'warning', Icon: ClockIcon },
  jump: { color: 'gray', Icon: JumpIcon },
  finish: { color: 'success', Icon: CircleCheckIcon },
  fail: { color: 'danger', Icon: CircleXIcon },
};
