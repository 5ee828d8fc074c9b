import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPointer } from '@tabler/icons-react';
import { type MouseEvent, useEffect, useId } from 'react';
import { PdfPages } from '../../../components/pdf-pages/pdf-pages';
import { FieldBox } from './field-box';
import classes from './field-editor.module.css';
import { type Box, fieldAt, pointOnPage } from './field-geometry';
import type { FieldDraft, SignerDraft } from './signatur-draft';

type Props = {
  pdfUrl: string;
  signers: readonly SignerDraft[];
  fields: readonly FieldDraft[];
  /** The signer whose next field a click on a page places ('Feld platzieren'); null: clicks do nothing. */
  armed: SignerDraft | null;
  onPlace: (page: number, box: Box) => void;
  onChange: (key: string, box: Box) => void;
  onRemove: (key: string) => void;
  onDisarm: () => void;
  onPageCount?: (pages: number) => void;
};

/** The document with the fields being placed: a click places, a drag moves, the corner resizes. */
export function FieldEditor({
  pdfUrl,
  signers,
  fields,
  armed,
  onPlace,
  onChange,
  onRemove,
  onDisarm,
  onPageCount,
}: Props) {
  const hintId = useId();
  const signerOf = new Map(signers.map((s) => [s.key, s]));

  useEffect(() => {
    if (!armed) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onDisarm();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [armed, onDisarm]);

  const place = (page: number) => (event: MouseEvent<HTMLDivElement>) => {
    if (!armed || event.target !== event.currentTarget) {
      return;
    }
    onPlace(page, fieldAt(pointOnPage(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY)));
  };

  return (
    <section aria-label="Dokument mit Unterschriftsfeldern">
      <VisuallyHidden id={hintId}>
        Mit der Maus oder dem Finger verschieben, an der Ecke unten rechts die Größe ändern. Mit den Pfeiltasten
        verschieben, mit Umschalt und Pfeiltasten die Größe ändern, mit Entf löschen.
      </VisuallyHidden>
      {armed ? (
        <Alert color="brand" variant="light" icon={<IconPointer size={18} />} mb="sm" aria-live="polite">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">
              Tippen oder klicken Sie auf die Stelle im Dokument, an der {armed.name.trim() || 'die Person'}{' '}
              unterschreiben soll.
            </Text>
            <Button size="xs" variant="default" onClick={onDisarm}>
              Abbrechen
            </Button>
          </Group>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" mb="sm">
          Felder lassen sich verschieben (ziehen oder Pfeiltasten) und an der Ecke unten rechts vergrößern.
        </Text>
      )}
      <PdfPages
        url={pdfUrl}
        onLoaded={onPageCount}
        layer={(page) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: placing by pointer; the keyboard uses 'Feld auf Seite n' and the arrow keys.
          <div
            className={armed ? `${classes.pageLayer} ${classes.armed}` : classes.pageLayer}
            data-place-page={page}
            onClick={place(page)}
          >
            {fields
              .filter((f) => f.page === page)
              .map((f) => {
                const signer = signerOf.get(f.signerKey);
                return signer ? (
                  <FieldBox
                    key={f.key}
                    box={f}
                    page={page}
                    colour={signer.colour}
                    name={signer.name}
                    hintId={hintId}
                    onChange={(box) => onChange(f.key, box)}
                    onRemove={() => onRemove(f.key)}
                  />
                ) : null;
              })}
          </div>
        )}
      />
    </section>
  );
}
