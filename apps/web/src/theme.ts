import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 5 },
  colors: { brand },
  defaultRadius: 'sm',
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  cursorType: 'pointer',
});
