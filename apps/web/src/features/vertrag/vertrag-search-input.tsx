import { ListSearchInput } from '../../components/list-search-input';

type Props = { value: string | undefined; onSearch: (value: string | undefined) => void; compact?: boolean };

/** The contract list's search: customer, Kundennr., policy number, company. */
export function ContractSearchInput(props: Props) {
  return (
    <ListSearchInput
      {...props}
      label="Suchen (Kunde, Kundennr., Versicherungsnummer, Gesellschaft)"
      compactPlaceholder="Kunde, Kundennr., Vers.-Nr., Gesellschaft"
    />
  );
}
