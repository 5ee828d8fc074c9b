import { vi } from 'vitest';

type Answer = { status: number; body: unknown };

/** Stubs fetch: reads (GET) never answer, every write gets `answer`; the mock records the calls. */
export function stubWrites(answer: Answer) {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
    !init?.method || init.method === 'GET'
      ? new Promise<Response>(() => {})
      : Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
  return { fetchMock, writes };
}

/** The message Mantine shows under an input (its aria-describedby error element). */
export function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((candidate) => candidate.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
