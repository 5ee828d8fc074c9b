import type { SignRequestView } from '@maklerwerk/domain';
import { Text } from '@mantine/core';
import { PdfPages } from '../../../components/pdf-pages/pdf-pages';
import { ReadOnlyFieldBox } from './field-box';
import { signerColourAt } from './signatur-draft';

/** The document of a request with its fields, read-only, each in its signer's colour and with his name. */
export function RequestDocument({ pdfUrl, request }: { pdfUrl: string; request: SignRequestView | null }) {
  const fields = request?.fields ?? [];
  return (
    <section aria-label="Dokument">
      {request && fields.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          Diese Anfrage hat keine Unterschriftsfelder.
        </Text>
      )}
      <PdfPages
        url={pdfUrl}
        layer={(page) =>
          fields
            .filter((f) => f.page === page)
            .map((f) => (
              <ReadOnlyFieldBox
                key={`${f.signer}-${f.x}-${f.y}-${f.width}-${f.height}`}
                box={f}
                colour={signerColourAt(f.signer)}
                name={request?.signers[f.signer]?.name ?? ''}
              />
            ))
        }
      />
    </section>
  );
}
