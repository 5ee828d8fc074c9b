import type { Person } from '@maklerwerk/domain';
import { PersonForm, type PersonFormValues } from './person-form';

type Props = {
  kundeId: number;
  initialAddress: Partial<PersonFormValues>;
  onCreated: (person: Person) => void;
  onCancel: () => void;
};

/** 'Neue Person anlegen' (spec 2.1, selection 'neue_person'): the person form without a person. */
export function PersonCreateForm({ onCreated, ...props }: Props) {
  return <PersonForm {...props} onSaved={onCreated} />;
}
