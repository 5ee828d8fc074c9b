// Without zod: the archive's routes read the folder (every route's search reader is in the first page).

/**
 * Folders ('Knoten') of the archive (issue 10, spec dokumente-formulare.md §3 "Document node"). A
 * contract shows the first five; Eigene Dokumente belong to the broker's office, the Posteingang
 * holds documents not yet filed to a contract.
 */
export const dokumentNodes = [
  { nodeId: 'VERTRAGSUNTERLAGEN', label: 'Vertragsunterlagen' },
  { nodeId: 'SCHADENSUNTERLAGEN', label: 'Schadensunterlagen' },
  { nodeId: 'KORRESPONDENZ', label: 'Korrespondenz' },
  { nodeId: 'BERATUNG', label: 'Beratung' },
  { nodeId: 'SONSTIGES', label: 'Sonstiges' },
  { nodeId: 'EIGENE_DOKUMENTE', label: 'Eigene Dokumente' },
  { nodeId: 'POSTEINGANG', label: 'Posteingang' },
] as const;
export type DokumentNodeId = (typeof dokumentNodes)[number]['nodeId'];
export const dokumentNodeIds = dokumentNodes.map((n) => n.nodeId) as [DokumentNodeId, ...DokumentNodeId[]];
export const dokumentNodeLabel = Object.fromEntries(dokumentNodes.map((n) => [n.nodeId, n.label])) as Record<
  DokumentNodeId,
  string
>;
