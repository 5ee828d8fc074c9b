import type { Readable } from 'node:stream';
import archiver from 'archiver';

export type ZipEntry = { name: string; open: () => Promise<Readable> };

/** A file name safe inside a ZIP and a Content-Disposition: no folders, no leading dots, no control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/^[.\s]+/, '')
    .trim();
  return cleaned.slice(0, 255);
}

/** Names made unique case-insensitively: 'Rechnung.pdf', 'Rechnung (2).pdf', … */
export function uniqueZipNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const name = safeFileName(raw) || 'Dokument';
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
      candidate = `${stem} (${n})${ext}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A streamed ZIP: entries are opened one after another as the archive is read, so neither all
 * files at once nor any whole file is held in memory. A failing entry fails the ZIP stream.
 */
export function createZipStream(entries: readonly ZipEntry[]): Readable {
  const zip = archiver('zip', { zlib: { level: 6 } });
  const names = uniqueZipNames(entries.map((e) => e.name));
  zip.on('warning', (error) => zip.destroy(error));
  void (async () => {
    try {
      for (const [i, entry] of entries.entries()) {
        const source = await entry.open();
        await new Promise<void>((resolve, reject) => {
          source.once('error', reject);
          zip.once('entry', () => resolve());
          zip.append(source, { name: names[i] ?? `Dokument-${i + 1}` });
        });
      }
      await zip.finalize();
    } catch (error) {
      zip.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return zip;
}
