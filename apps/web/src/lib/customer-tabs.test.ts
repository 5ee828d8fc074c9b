import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearCustomerTabs,
  closeCustomerTab,
  findTabForLocation,
  getCustomerTabs,
  openCustomerTab,
  rememberTabLocation,
} from './customer-tabs';

const mueller = { id: 10, name: 'Müller, Anna', kundennr: 'K-1001' };
const schmidt = { id: 11, name: 'Schmidt GmbH', kundennr: 'K-1002' };

beforeEach(() => clearCustomerTabs());

describe('customer tabs', () => {
  it('opens one tab per customer and collects its contracts', () => {
    openCustomerTab(mueller, 1, '/a');
    openCustomerTab(mueller, 2, '/b');
    openCustomerTab(schmidt, 3, '/c');
    const { tabs } = getCustomerTabs();
    expect(tabs.map((t) => t.customerId)).toEqual([10, 11]);
    expect(tabs[0]?.contractIds).toEqual([1, 2]);
    expect(tabs[0]?.href).toBe('/b');
  });

  it('finds the tab of a customer list and of an opened contract', () => {
    openCustomerTab(mueller, 1, '/a');
    const { tabs } = getCustomerTabs();
    expect(findTabForLocation(tabs, { customerId: 10 })?.name).toBe('Müller, Anna');
    expect(findTabForLocation(tabs, { contractId: 1 })?.customerId).toBe(10);
    expect(findTabForLocation(tabs, { contractId: 99 })).toBeUndefined();
    expect(findTabForLocation(tabs, {})).toBeUndefined();
  });

  it('survives a reload through sessionStorage and forgets closed tabs', () => {
    openCustomerTab(mueller, 1, '/a');
    openCustomerTab(schmidt, null, '/list?customerId=11');
    rememberTabLocation(10, '/details/1');
    closeCustomerTab(11);
    const stored = JSON.parse(window.sessionStorage.getItem('maklerwerk.customerTabs') ?? '{}');
    expect(stored.tabs).toHaveLength(1);
    expect(stored.tabs[0].href).toBe('/details/1');
  });
});
