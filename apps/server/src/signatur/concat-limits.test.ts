import { describe, expect, it } from 'vitest';
import { pngBomb } from '../files/image-bomb.test-support';
import { concatenatePdfInWorker } from '../workers/decode-tasks';
import { concatenatePdf } from './concat';
import { textPdf } from './test-support';

// Issue 35 §5: a picture attached before signing is checked from its header before pdf-lib decodes it.
describe('image attachments of more than 40 megapixels', () => {
  it('are refused with a German message before any decoding', async () => {
    const main = await textPdf(1);
    const bomb = pngBomb(8000, 8000);
    const started = Date.now();
    await expect(concatenatePdf(main, [{ bytes: bomb, mimeType: 'image/png' }])).rejects.toThrow(
      'Anlage 1 (image/png): Das Bild ist zu groß (64 Megapixel, höchstens 40).',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('the worker passes the message on; a normal picture is appended there', async () => {
    const main = await textPdf(1);
    await expect(concatenatePdfInWorker(main, [{ bytes: pngBomb(8000, 8000), mimeType: 'image/png' }])).rejects.toThrow(
      'Das Bild ist zu groß (64 Megapixel, höchstens 40).',
    );
    const joined = await concatenatePdfInWorker(main, [{ bytes: pngBomb(300, 200), mimeType: 'image/png' }]);
    expect(Buffer.from(joined).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
