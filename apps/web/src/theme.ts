import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#edf2fa',
  '#d8e1f0',
  '#adc0e2',
  '#7f9dd4',
  '#5980c8',
  '#406dc1',
  '#3363bf',
  '#2553a9',
  '#1d4998',
  '#0f3d87',
];

/**
 * Mantine's palette with a darker shade 9. Shade 9 is the text colour of the light variant (status
 * pills, light badges, alert titles) on shade 1: Mantine's own shade 9 of these colours reaches 2.7 : 1
 * (yellow) to 4.5 : 1 (red, just at the limit) there; WCAG AA asks 4.5 : 1 (theme.test.ts checks each).
 */
function withDarkerShade9(color: 'red' | 'green' | 'yellow' | 'orange' | 'teal', shade9: string): MantineColorsTuple {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8] = DEFAULT_THEME.colors[color];
  return [s0, s1, s2, s3, s4, s5, s6, s7, s8, shade9];
}

export const colors = {
  brand,
  red: withDarkerShade9('red', '#c52929'),
  green: withDarkerShade9('green', '#267a37'),
  yellow: withDarkerShade9('yellow', '#a95700'),
  orange: withDarkerShade9('orange', '#ba3e0d'),
  teal: withDarkerShade9('teal', '#087a58'),
} satisfies Record<string, MantineColorsTuple>;

/** Secondary text ('dimmed', descriptions, menu labels): Mantine's gray 6 has 3.3 : 1 on white. */
export const dimmedText = '#636a72';
/** Error messages and borders of invalid fields: Mantine's red 6 has 3.3 : 1 on white. */
export const errorText = colors.red[9];

/** Light colour scheme: text colours that keep 4.5 : 1 on white, gray 0 (page) and gray 1 (hover, tab strip). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': dimmedText, '--mantine-color-error': errorText },
  dark: {},
});

const optionsScroll = { maxHeight: 220, overflowY: 'auto', scrollbarWidth: 'thin' } as const;

const fontFamily =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors,
  defaultRadius: 'sm',
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  cursorType: 'pointer',
  // Whoever asks the system for less motion gets modals, menus and notifications without their
  // fade and slide (WCAG 2.3.3); the browser tests ask for it too, so they need not wait for them.
  respectReducedMotion: true,
  // Plain objects, not Component.extend(): .extend would pull Menu, Combobox and Popover into the first page.
  components: {
    // Icon-only buttons Mantine renders itself (modal, drawer, notification close; clearing a field) get a name.
    CloseButton: { defaultProps: { 'aria-label': 'Schließen' } },
    InputClearButton: { defaultProps: { 'aria-label': 'Eingabe löschen' } },
    // A notification with a title shows its text in gray 6 (3.3 : 1); the secondary grey instead.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // Mantine's focus placeholder (role=presentation, tabindex=-1) is no allowed child of role=menu;
    // without it the first item takes the focus, as the ARIA menu button pattern has it (app.css keeps
    // that item unhighlighted when the menu was opened with the mouse).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // The option list scrolls itself (role=listbox, the combobox's popup) instead of an unnamed scroll
    // area around it, which keyboard users could not reach.
    Select: { defaultProps: { withScrollArea: false }, styles: { options: optionsScroll } },
    Autocomplete: { defaultProps: { withScrollArea: false }, styles: { options: optionsScroll } },
  },
});
