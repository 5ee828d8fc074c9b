import { normalizeBic } from '@maklerwerk/domain';
import { FormatCheckedInput, type FormatCheckedInputProps } from './format-checked-input';

export type BicInputProps = FormatCheckedInputProps;

const asIs = (value: string) => value;

/** BIC input (spec dokumente-formulare.md §2 widget 8, §4): upper case without spaces, checked on the server. */
export function BicInput(props: BicInputProps) {
  return <FormatCheckedInput type="BIC" normalize={normalizeBic} display={asIs} {...props} />;
}
