import { IconFileUnknown } from '@tabler/icons-react';
import { RecordNotFound } from '../../components/record-not-found';
import { ButtonLink } from '../../components/router-links';

/** A contract that does not exist or that this user may not see (the API answers both with 404). */
export function ContractNotFound() {
  return (
    <RecordNotFound
      icon={<IconFileUnknown size={30} stroke={1.5} />}
      title="Versicherung nicht gefunden."
      order={1}
      action={
        <ButtonLink to="/home/versicherungen/insurance-group" search={{}} variant="light" mt="xs">
          zurück zu Versicherungen
        </ButtonLink>
      }
    >
      Die Versicherung existiert nicht oder Sie haben keinen Zugriff darauf.
    </RecordNotFound>
  );
}
