import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKundenzugang } from './kundenzugang';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );

afterEach(() => {
  navigate.mockReset();
  vi.unstubAllGlobals();
});

describe('useKundenzugang (mrskundenzugang)', () => {
  it('answers the link and stays', async () => {
    answer(200, { link: '/home/kunden/1' });
    const { result } = renderHook(() => useKundenzugang());
    expect(await result.current(1)).toBe('/home/kunden/1');
    expect(navigate).not.toHaveBeenCalled();
    const [url] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [string];
    expect(url).toBe('/MSC3/restful/../mrskundenzugang?userType=KUNDE&userid=1');
  });

  it('no link (no customer login) or a refusal → /role-forbidden', async () => {
    answer(200, { link: null });
    const { result } = renderHook(() => useKundenzugang());
    expect(await result.current(2)).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ href: '/role-forbidden' });
    answer(404, { code: 'NOT_FOUND', message: 'Der Kunde wurde nicht gefunden.' });
    expect(await result.current(3)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
