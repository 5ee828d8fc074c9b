import { Readable } from 'node:stream';
import type { ImportVertrag } from '@maklerwerk/domain';
import { erzeugeGdvZeilen } from '@maklerwerk/domain/datenimport/gdv/gdv-generator';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branches, companies, contracts, customers, users } from '../db/schema';
import * as repo from '../features/datenimport/datenimport.repository';
import { DATENIMPORT_NODE } from '../features/datenimport/datenimport.service';
import { fuehreAus } from '../features/datenimport/datenimport-lauf';
import { readImportDatei } from '../features/datenimport/quelle/import-datei';
import type { BlobStore } from '../files/blob-store';
import { insertDocument, insertFile } from '../repositories/archive-document';

const GDV_CODE: Record<string, string> = {
  PHV: '040',
  HR: '130',
  WG: '140',
  KFZ: '050',
  UNF: '030',
  LV: '010',
  PKV: '020',
  RS: '070',
};

/**
 * The demo's applied import (issue 38): the makler's insurer delivers two of his contracts again, as a
 * small file written by the domain's GDV generator and read by the GDV reader. Its preview and apply run through the import's
 * own run; the file re-delivers what the data holds, so the report shows them unchanged and the demo's
 * numbers stay as they are.
 */
export async function seedDemoDatenimport(db: Db, blobStore: BlobStore): Promise<void> {
  const makler = (await db.select().from(users).where(eq(users.username, 'makler')))[0];
  if (!makler?.brokerId) {
    return;
  }
  const rows = await db
    .select({ c: contracts, vu: companies.vuNummer, kunde: customers, sparte: branches.key })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.gesellschaftId))
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(branches, eq(branches.id, contracts.sparteId))
    .where(
      and(
        eq(contracts.brokerId, makler.brokerId),
        isNotNull(companies.vuNummer),
        sql`${branches.key} IN ('PHV', 'HR')`,
      ),
    )
    .orderBy(contracts.gesellschaftId, contracts.id)
    .limit(2);
  const vu = rows[0]?.vu;
  if (!vu) {
    return;
  }
  const same = rows.filter((r) => r.vu === vu);
  const vertraege: ImportVertrag[] = same.map((r, i) => ({
    zeile: 2 + i * 2,
    satzart: '0200',
    versicherungsnummer: r.c.nummer,
    sparteCode: GDV_CODE[r.sparte] ?? null,
    sparteName: null,
    status: r.c.status,
    beginn: r.c.beginn,
    ablauf: r.c.ende,
    hauptfaelligkeit: r.c.hauptfaelligkeit,
    zahlweise: r.c.zahlrhythm,
    beitragBruttoCents: r.c.praemieBtoZahlweiseCents,
    beitragNettoCents: r.c.praemieNtoZahlweiseCents,
    waehrung: 'EUR',
    vermittlernummer: null,
    produktbezeichnung: r.c.produktbez,
    gesellschaftName: null,
    personen: [
      {
        zeile: 1 + i * 2,
        satzart: '0100',
        rolle: 'versicherungsnehmer',
        rollenkennzeichen: '01',
        anrede: r.kunde.anrede,
        titel: r.kunde.titel,
        name: r.kunde.name,
        vorname: r.kunde.vorname,
        name2: null,
        name3: null,
        geburtsdatum: r.kunde.geburtsdatum,
        strasse: null,
        plz: null,
        ort: null,
        land: r.kunde.land,
        iban: null,
        bic: null,
      },
    ],
    spartenteile: [],
    fahrzeug: null,
    versicherteSachen: [],
  }));
  const name = `bestand_${vu}.gdv`;
  const kopf = { vuNummer: vu, absender: 'Demo-Versicherer', adressat: 'Makler', von: '2025-06-01', bis: '2025-06-30' };
  const text = [...erzeugeGdvZeilen(kopf, vertraege)].join('');
  const info = await blobStore.put(Readable.from([Buffer.from(text, 'latin1')]), { maxBytes: 1024 * 1024 });
  const id = await db.transaction(async (tx) => {
    const dokumentId = await insertDocument(tx, {
      brokerId: makler.brokerId,
      nodeId: DATENIMPORT_NODE,
      bezeichnung: `Datenimport: ${name}`,
      datum: '2025-07-01',
      bemerkung: `SHA-256 ${info.hash}`,
      createdByUserId: makler.id,
    });
    await insertFile(tx, dokumentId, {
      blobHash: info.hash,
      size: info.size,
      mimeType: 'application/octet-stream',
      fileName: name,
      originalFileName: name,
      createdByUserId: makler.id,
    });
    return repo.insertImport(tx, {
      userId: makler.id,
      viewedUserId: makler.id,
      status: 'vorschau_laeuft',
      dateien: [{ name, sha256: info.hash, groesse: info.size, blobHash: info.hash, dokumentId }],
      lauf: 1,
    });
  });
  const deps = { db, blobStore, quelle: readImportDatei };
  await fuehreAus(deps, id, 1, 'vorschau');
  const lauf = await repo.startRun(db, id, ['vorschau'], 'uebernahme_laeuft');
  if (lauf !== undefined) {
    await fuehreAus(deps, id, lauf, 'uebernahme');
  }
}
