import { normalizeIban, printFormatIban } from '@maklerwerk/domain';
import { FormatCheckedInput, type FormatCheckedInputProps } from './format-checked-input';

export type IbanInputProps = FormatCheckedInputProps;

/**
 * IBAN input (spec dokumente-formulare.md §2 widget 8, §4): takes spaces, hyphens, dots and lower
 * case, emits the electronic format, shows groups of four, and shows the server check's message.
 */
export function IbanInput(props: IbanInputProps) {
  return (
    <FormatCheckedInput
      type="IBAN"
      normalize={normalizeIban}
      display={printFormatIban}
      placeholder="DE00 0000 0000 0000 0000 00"
      {...props}
    />
  );
}
