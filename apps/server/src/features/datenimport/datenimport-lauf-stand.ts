import { createHash, type Hash } from 'node:crypto';
import { type ImportMeldung, leereZaehler } from '@maklerwerk/domain';
import type { Executor } from '../../db/client';
import type { DatenimportBerichtRow } from './datenimport.repository';
import * as repo from './datenimport.repository';

/** The JSON report holds the first messages and changes; the CSV all of them. */
export const BERICHT_LIMIT = 500;

type Aenderung = DatenimportBerichtRow['aenderungen'][number];
type Dateibericht = DatenimportBerichtRow['dateien'][number];

/** What the report says of an uploaded file before it is read (a table by its ending, else GDV). */
export function leererDateibericht(d: { name: string; sha256: string; groesse: number }): Dateibericht {
  return {
    name: d.name,
    sha256: d.sha256,
    groesse: d.groesse,
    art: /\.(csv|xlsx)$/i.test(d.name) ? 'tabelle' : 'gdv',
    vuNummern: [],
    gesellschaften: [],
    erstellungsdatumVon: null,
    erstellungsdatumBis: null,
    datenpakete: 0,
    saetze: 0,
  };
}

/**
 * What one run counted and reported so far. A Datenpaket that is not taken (broken, rolled back) goes
 * back to the state before it (`merke` … `zuruecksetze`): its contracts then count as skipped only.
 */
export class LaufStand {
  readonly zaehler = leereZaehler();
  readonly meldungen: ImportMeldung[] = [];
  meldungenGesamt = 0;
  readonly aenderungen: Aenderung[] = [];
  /** Running number of the run's rows (messages, changes, preview states) in file order. */
  lfd = 0;
  readonly unbekannt = new Set<string>();
  neueKunden = new Set<string>();
  geaenderteKunden = new Set<number>();
  private readonly fingerprint = createHash('sha256');

  constructor(readonly importId: number) {}

  async melde(ex: Executor, list: readonly ImportMeldung[]): Promise<void> {
    for (const m of list) {
      this.zaehler[m.art === 'fehler' ? 'fehler' : 'warnungen'] += 1;
      this.meldungenGesamt += 1;
      if (this.meldungen.length < BERICHT_LIMIT) {
        this.meldungen.push(m);
      }
    }
    await repo.insertEintraege(
      ex,
      list.map((m) => ({ importId: this.importId, art: 'meldung' as const, lfd: this.lfd++, daten: m })),
    );
  }

  aenderung(a: Aenderung): number {
    if (this.aenderungen.length < BERICHT_LIMIT) {
      this.aenderungen.push(a);
    }
    return this.lfd++;
  }

  merke() {
    return {
      zaehler: { ...this.zaehler },
      meldungen: this.meldungen.length,
      meldungenGesamt: this.meldungenGesamt,
      aenderungen: this.aenderungen.length,
      lfd: this.lfd,
      neueKunden: new Set(this.neueKunden),
      geaenderteKunden: new Set(this.geaenderteKunden),
    };
  }

  zuruecksetze(stand: ReturnType<LaufStand['merke']>): void {
    Object.assign(this.zaehler, stand.zaehler);
    this.meldungen.length = stand.meldungen;
    this.meldungenGesamt = stand.meldungenGesamt;
    this.aenderungen.length = stand.aenderungen;
    this.neueKunden = stand.neueKunden;
    this.geaenderteKunden = stand.geaenderteKunden;
  }

  /** A Datenpaket's fingerprint lines count once it is taken. */
  nimmFingerprint(teil: Hash): void {
    this.fingerprint.update(teil.digest('hex'));
  }

  digest(): string {
    return this.fingerprint.digest('hex');
  }
}
