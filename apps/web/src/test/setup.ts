import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's autosize textarea listens for web fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

// Without a layout (happy-dom) Mantine's floating popups (menus, time popups) count as detached, so
// their focus trap finds nothing to focus and warns with the whole DOM node (megabytes of log per test).
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!String(args[0]).includes('use-focus-trap')) {
    warn(...args);
  }
};
