import { TERMIN_FILE_ROUTES } from '@maklerwerk/domain';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlarmListener } from './alarm-listener';

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => undefined }));

/** A stand-in for the browser's EventSource that records what was opened and closed. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  closed = false;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

describe('AlarmListener', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });

  it('holds the event stream only while the tab is visible (the browser has few connections per host)', () => {
    const view = render(<AlarmListener />);
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual([TERMIN_FILE_ROUTES.events]);
    setHidden(true);
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    setHidden(false);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]?.closed).toBe(false);
    view.unmount();
    expect(FakeEventSource.opened[1]?.closed).toBe(true);
  });
});
