import { describe, expect, it } from 'vitest';
import { contractOfPolicyNumber, vsnrToOpen } from './policy-number.rules';

describe("the detail screen's VSNR (spec 2.1)", () => {
  it("looks up a policy number other than the contract's own", () => {
    expect(vsnrToOpen('KF-4711-0500', 'KF-4711-0815')).toBe('KF-4711-0500');
    expect(vsnrToOpen('  KF-4711-0500 ', 'KF-4711-0815')).toBe('KF-4711-0500');
    expect(vsnrToOpen(4711, 'KF-4711-0815')).toBe('4711');
  });
  it("needs nothing for the contract's own number, an empty or a missing one", () => {
    expect(vsnrToOpen('KF-4711-0815', 'KF-4711-0815')).toBeNull();
    expect(vsnrToOpen(' kf-4711-0815', 'KF-4711-0815')).toBeNull();
    expect(vsnrToOpen('', 'KF-4711-0815')).toBeNull();
    expect(vsnrToOpen('   ', 'KF-4711-0815')).toBeNull();
    expect(vsnrToOpen(undefined, 'KF-4711-0815')).toBeNull();
  });
  it('opens the contract of the same customer first, else the first one found, else none', () => {
    expect(contractOfPolicyNumber({ '7': 70, '3': 30 }, 3)).toBe(30);
    expect(contractOfPolicyNumber({ '7': 70 }, 3)).toBe(70);
    expect(contractOfPolicyNumber({}, 3)).toBeNull();
  });
});
