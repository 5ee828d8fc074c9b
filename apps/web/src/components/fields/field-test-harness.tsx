import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';

type Controlled = { value: string; onChange: (value: string) => void };

/**
 * A controlled field as a form holds it: `onChange` records every emitted value, and the field gets
 * it back as its value.
 */
export function controlled<P extends Controlled>(Field: ComponentType<P>, initial = '') {
  const onChange = vi.fn<(value: string) => void>();
  function Harness(props: Omit<P, keyof Controlled>) {
    const [value, setValue] = useState(initial);
    const fieldProps = {
      ...props,
      value,
      onChange: (next: string) => {
        onChange(next);
        setValue(next);
      },
    } as P;
    return <Field {...fieldProps} />;
  }
  return { Harness, onChange };
}

type Answer = { status?: number; body: unknown };

/** Stubs fetch: each GET answers what `answer(url)` returns; the mock records the URLs. */
export function stubGets(answer: (url: string) => Answer) {
  const fetchMock = vi.fn(async (url: string) => {
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, urls: () => fetchMock.mock.calls.map(([url]) => url) };
}
