import { type DatenimportZaehler, datenimportZaehlerLabel } from '@maklerwerk/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';

const countFormat = new Intl.NumberFormat('de-DE');
const keys = Object.keys(datenimportZaehlerLabel) as (keyof DatenimportZaehler)[];
/** Cards whose number asks for attention when it is not 0. */
const tone: Partial<Record<keyof DatenimportZaehler, string>> = { fehler: 'red.9', warnungen: 'orange.9' };

/** The report's counts in cards labelled as the issue names them (issue 38, 5). */
export function DatenimportZaehlerCards({ zaehler }: { zaehler: DatenimportZaehler }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {keys.map((key) => (
        <Paper
          key={key}
          component="li"
          withBorder
          p="sm"
          radius="md"
          aria-label={`${datenimportZaehlerLabel[key]}: ${zaehler[key]}`}
        >
          <Text size="xs" c="dimmed" fw={500} tt="uppercase" lh={1.3}>
            {datenimportZaehlerLabel[key]}
          </Text>
          <Text
            fz={{ base: 22, sm: 28 }}
            fw={700}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            c={zaehler[key] > 0 ? tone[key] : undefined}
          >
            {countFormat.format(zaehler[key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
