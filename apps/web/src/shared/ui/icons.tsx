import type { ReactNode } from 'react';

/**
 * The app's icon set (decision 083): stroke icons drawn inline on a 24-px grid, in the line style of the navbar's bell
 * and the search bar's icons, so a control never depends on a font having a glyph (no emoji, no "↑" or "×"). Each is
 * decoration (`aria-hidden`): the button around it carries the accessible name. No icon library is loaded; the
 * module is imported only by lazily loaded screens.
 */
export interface IconProps {
  /** Width and height in px. */
  size?: number;
  className?: string;
}

function icon(drawing: ReactNode, name: string) {
  function Icon({ size = 18, className }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        className={className}
        data-icon={name}
      >
        {drawing}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

// Moving and editing
export const ArrowUpIcon = icon(<path d="M12 19V5M18 11l-6-6-6 6" />, 'ArrowUp');
export const ArrowDownIcon = icon(<path d="M12 5v14M18 13l-6 6-6-6" />, 'ArrowDown');
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />, 'Close');
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'Plus');
export const MinusIcon = icon(<path d="M5 12h14" />, 'Minus');
export const CheckIcon = icon(<path d="m5 12 5 5L20 7" />, 'Check');
export const ExclamationIcon = icon(<path d="M12 6v8M12 18.5v.01" />, 'Exclamation');
/** Points to where a line of text starts (left); mirror it in right-to-left pages. */
export const ChevronStartIcon = icon(<path d="m15 6-6 6 6 6" />, 'ChevronStart');

// The rich-text toolbar
export const BoldIcon = icon(<path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM13 12h1a3.5 3.5 0 0 1 0 7H7v-7" />, 'Bold');
export const ItalicIcon = icon(<path d="M11 5h6M7 19h6M14 5l-4 14" />, 'Italic');
export const UnderlineIcon = icon(<path d="M7 5v5a5 5 0 0 0 10 0V5M5 19h14" />, 'Underline');
export const StrikeIcon = icon(
  <path d="M5 12h14M16 6.5A4 2 0 0 0 12 5h-1a3.5 3.5 0 0 0 0 7h2a3.5 3.5 0 0 1 0 7h-1.5a4 2 0 0 1-4-1.5" />,
  'Strike',
);
const heading = 'M4 6v12M12 6v12M4 12h8M3 6h2M11 6h2M3 18h2M11 18h2';
export const Heading2Icon = icon(<path d={`${heading}M17 12a2 2 0 1 1 4 0c0 .6-.3 1.1-.7 1.5L17 18h4`} />, 'Heading2');
export const Heading3Icon = icon(<path d={`${heading}M17 10.5a2 2 0 1 1 2 2 2 2 0 1 1-2 2`} />, 'Heading3');
export const ListIcon = icon(<path d="M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01" />, 'List');
export const ListNumbersIcon = icon(
  <path d="M11 6h9M11 12h9M12 18h8M4 16a2 2 0 1 1 4 0c0 .6-.5 1-1 1.5L4 20h4M6 10V4L4 6" />,
  'ListNumbers',
);
export const QuoteIcon = icon(
  <path d="M10 11H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v6c0 2.7-1.3 4.3-4 5M19 11h-4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v6c0 2.7-1.3 4.3-4 5" />,
  'Quote',
);
export const CodeIcon = icon(<path d="m7 8-4 4 4 4M17 8l4 4-4 4M14 4l-4 16" />, 'Code');
export const LinkIcon = icon(
  <path d="m9 15 6-6M11 6l.5-.5a5 5 0 0 1 7 7l-.5.5M13 18l-.4.5a5 5 0 0 1-7.1 0 5 5 0 0 1 0-7L6 11" />,
  'Link',
);
export const RuleIcon = icon(<path d="M4 12h16M8 8l4-4 4 4M16 16l-4 4-4-4" />, 'Rule');

// The protocol builder's step kinds
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9" />
  </>,
  'Users',
);
export const CurrencyIcon = icon(
  <path d="M16.7 8A3 3 0 0 0 14 6h-4a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6h-4a3 3 0 0 1-2.7-2M12 3v3M12 18v3" />,
  'Currency',
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  'Mail',
);
export const PhoneIcon = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
  'Phone',
);
export const FlagIcon = icon(
  <path d="M5 5a5 5 0 0 1 7 0 5 5 0 0 0 7 0v9a5 5 0 0 1-7 0 5 5 0 0 0-7 0zM5 21v-7" />,
  'Flag',
);
export const ClipboardCheckIcon = icon(
  <>
    <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 14l2 2 4-4" />
    <rect x="9" y="3" width="6" height="4" rx="2" />
  </>,
  'ClipboardCheck',
);
export const TrendingUpIcon = icon(<path d="m3 17 6-6 4 4 8-8M14 7h7v7" />, 'TrendingUp');
export const BriefcaseIcon = icon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M12 12v.01M3 13a20 20 0 0 0 18 0" />
  </>,
  'Briefcase',
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>,
  'Clock',
);
export const JumpIcon = icon(<path d="m15 14 4-4-4-4M19 10H8a4 4 0 1 0 0 8h1" />, 'Jump');
export const CircleCheckIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 12 2 2 4-4" />
  </>,
  'CircleCheck',
);
export const CircleXIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m10 10 4 4M14 10l-4 4" />
  </>,
  'CircleX',
);
