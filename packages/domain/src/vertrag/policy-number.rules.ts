/**
 * The detail screen's query parameter VSNR (spec vertrag-details.md §2.1): the policy number the link
 * means. The number to look up, or null when there is none or it is the contract's own (the case of the
 * letters and the spaces around it do not count).
 */
export function vsnrToOpen(vsnr: string | number | undefined, nummer: string): string | null {
  const wanted = vsnr === undefined ? '' : String(vsnr).trim();
  if (wanted === '' || wanted.toLocaleUpperCase('de') === nummer.trim().toLocaleUpperCase('de')) {
    return null;
  }
  return wanted;
}

/**
 * Of the contracts carrying a policy number (`police_nr_another_vertr`: customer id → contract id), the
 * one to open: the viewed customer's own first, else the first one found; null when none carries it.
 */
export function contractOfPolicyNumber(byCustomer: Record<string, number>, customerId: number): number | null {
  const entries = Object.entries(byCustomer);
  const target = entries.find(([customer]) => Number(customer) === customerId) ?? entries[0];
  return target ? target[1] : null;
}
