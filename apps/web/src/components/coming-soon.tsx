import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';

type Props = { title: string; text: string; description?: string; titleOrder?: 1 | 2 | 3; withBorder?: boolean };

/** A place already reserved for a part that a later release fills ('Dieser Bereich folgt.'). */
export function ComingSoon({ title, text, description, titleOrder = 2, withBorder = true }: Props) {
  return (
    <Paper
      withBorder={withBorder}
      p={withBorder ? { base: 'lg', sm: 'xl' } : 0}
      bg={withBorder ? undefined : 'transparent'}
    >
      <Stack align="center" gap={6} ta="center" py="md">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconHourglassEmpty size={24} stroke={1.5} />
        </ThemeIcon>
        <Title order={titleOrder} fz="h4" mt={4}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {description && (
          <Text size="sm" c="dimmed" maw={460}>
            {description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
