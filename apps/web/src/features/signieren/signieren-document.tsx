import type { SigningSession } from '@maklerwerk/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { fractionBox, PdfPages } from '../../components/pdf-pages/pdf-pages';
import classes from './signieren-page.module.css';

type Props = {
  pdfUrl: string;
  /** This person's fields; empty while it is not their turn (read only). */
  fields: SigningSession['fields'];
  /** More buttons beside 'Zum Unterschriftsfeld' (e.g. on to the signing panel). */
  actions?: ReactNode;
};

const FIRST_FIELD_ID = 'unterschriftsfeld-1';

const pagesText = (pages: number[]) =>
  pages.length === 1
    ? `Ihr Unterschriftsfeld: Seite ${pages[0]}`
    : `Ihre Unterschriftsfelder: Seiten ${pages.join(', ')}`;

/** Every page of the document, with this person's fields marked yellow ('Hier unterschreiben'). */
export function SigningDocument({ pdfUrl, fields, actions }: Props) {
  const [loaded, setLoaded] = useState(false);
  const pages = [...new Set(fields.map((f) => f.page))].sort((a, b) => a - b);
  const first = [...fields].sort((a, b) => a.page - b.page || a.y - b.y)[0];

  const toFirstField = () =>
    document.getElementById(FIRST_FIELD_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });

  return (
    <section aria-label="Dokument">
      {(first || actions) && (
        <Group justify="space-between" gap="xs" mb="sm">
          <Text size="sm">{first ? pagesText(pages) : ''}</Text>
          <Group gap="xs">
            {first && (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconArrowDown size={16} aria-hidden />}
                onClick={toFirstField}
                disabled={!loaded}
              >
                Zum Unterschriftsfeld
              </Button>
            )}
            {actions}
          </Group>
        </Group>
      )}
      <PdfPages
        url={pdfUrl}
        onLoaded={() => setLoaded(true)}
        layer={(page) =>
          fields
            .filter((f) => f.page === page)
            .map((f) => (
              <div
                key={`${f.x}-${f.y}-${f.width}-${f.height}`}
                id={f === first ? FIRST_FIELD_ID : undefined}
                className={classes.field}
                style={fractionBox(f)}
              >
                <span className={classes.fieldLabel}>Hier unterschreiben</span>
              </div>
            ))
        }
      />
    </section>
  );
}
