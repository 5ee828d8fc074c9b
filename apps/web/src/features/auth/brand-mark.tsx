import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/** The product's logo: icon plus name. */
export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap={large ? 'sm' : 8} wrap="nowrap">
      <ThemeIcon size={large ? 44 : 32} radius="md" variant="filled" aria-hidden>
        <IconShieldCheck size={large ? 26 : 20} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz={large ? 26 : 19} c="brand.9" lh={1} style={{ letterSpacing: '-0.01em' }}>
        Maklerwerk
      </Text>
    </Group>
  );
}
