import { fileTypeFromBuffer } from 'file-type';

export type DetectedType = { mime: string; ext: string };

/** Text files keep these names; any other text is stored as .txt (never as something executable). */
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'xml', 'json', 'md', 'log', 'eml', 'ics', 'vcf']);

function looksLikeText(head: Uint8Array): boolean {
  const sample = head.subarray(0, 4096);
  if (sample.includes(0)) {
    return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, Math.max(0, sample.length - 4)));
    return true;
  } catch {
    return false;
  }
}

function extensionOf(fileName: string): string | undefined {
  const match = /\.([a-z0-9]{1,8})$/i.exec(fileName);
  return match?.[1]?.toLowerCase();
}

/**
 * The type of an upload from its first bytes, not from its name (issue 10 §7): file-type knows the
 * binary formats; text stays text (HTML only when it is named so and starts with a tag).
 */
export async function detectFileType(head: Uint8Array, fileName: string): Promise<DetectedType> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    return { mime: found.mime, ext: found.ext };
  }
  const ext = extensionOf(fileName);
  if (head.length > 0 && looksLikeText(head)) {
    const text = new TextDecoder().decode(head).trimStart();
    if ((ext === 'html' || ext === 'htm') && text.startsWith('<')) {
      return { mime: 'text/html', ext: 'html' };
    }
    const kept = ext !== undefined && TEXT_EXTENSIONS.has(ext) ? ext : 'txt';
    return { mime: kept === 'csv' ? 'text/csv' : 'text/plain', ext: kept };
  }
  return { mime: 'application/octet-stream', ext: ext ?? 'bin' };
}

/** The name with the detected extension: 'foto.pdf' holding a PNG becomes 'foto.png'; a matching one stays. */
export function fileNameWithExtension(name: string, ext: string): string {
  const current = extensionOf(name);
  const same = current === ext || (current === 'htm' && ext === 'html') || (current === 'jpeg' && ext === 'jpg');
  if (same) {
    return name;
  }
  const stem = current ? name.slice(0, -(current.length + 1)) : name;
  return `${stem || 'Dokument'}.${ext}`;
}
