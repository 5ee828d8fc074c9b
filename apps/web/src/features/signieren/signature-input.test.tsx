import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { type SignatureDraft, signatureOf } from './signature-draft';
import { SignatureInput } from './signature-input';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** happy-dom has no 2D canvas: a pad that reports one stroke when the test says so. */
const pad = vi.hoisted(() => ({ strokes: 0, endStroke: undefined as (() => void) | undefined }));
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener(_type: string, listener: () => void) {
      pad.endStroke = listener;
    }
    removeEventListener() {}
    isEmpty() {
      return pad.strokes === 0;
    }
    toDataURL() {
      return PNG;
    }
    toData() {
      return [];
    }
    fromData() {}
    clear() {
      pad.strokes = 0;
    }
    off() {}
  },
}));

function Harness() {
  const [draft, setDraft] = useState<SignatureDraft>({ mode: 'drawn', png: null, name: 'Erika Muster' });
  return (
    <>
      <SignatureInput value={draft} onChange={setDraft} />
      <output data-testid="signature">{JSON.stringify(signatureOf(draft))}</output>
    </>
  );
}

const signature = () => JSON.parse(screen.getByTestId('signature').textContent ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
  pad.strokes = 0;
});

describe('SignatureInput', () => {
  it('turns a drawing into a PNG signature, and Löschen empties it', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      scale: () => undefined,
    } as unknown as CanvasRenderingContext2D);
    renderWithMantine(<Harness />);
    expect(screen.getByRole('img', { name: 'Unterschriftsfeld zum Zeichnen' })).toBeTruthy();
    const clear = screen.getByRole('button', { name: 'Löschen' });
    expect(clear.hasAttribute('disabled')).toBe(true);
    expect(signature()).toBeNull();

    pad.strokes = 1;
    act(() => pad.endStroke?.());
    expect(signature()).toEqual({ kind: 'drawn', png: PNG });
    expect(clear.hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(signature()).toBeNull();
  });

  it('types the name in a script preview; switching back starts an empty pad', () => {
    renderWithMantine(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Tippen' }));
    const name = screen.getByRole('textbox', { name: /Ihr Name/ });
    expect(signature()).toEqual({ kind: 'typed', name: 'Erika Muster' });
    fireEvent.change(name, { target: { value: 'E. Muster' } });
    expect(screen.getByText('E. Muster')).toBeTruthy();
    expect(signature()).toEqual({ kind: 'typed', name: 'E. Muster' });
    fireEvent.click(screen.getByRole('radio', { name: 'Zeichnen' }));
    expect(signature()).toBeNull();
  });
});
