import type { UserKind } from '@maklerwerk/domain';

export const userKindLabel: Record<UserKind, string> = {
  broker: 'Makler',
  agent: 'Vermittler',
  internal: 'Innendienst',
  customer: 'Kunde',
};
