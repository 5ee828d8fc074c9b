import { createHash, randomBytes } from 'node:crypto';
import {
  type Actor,
  AppError,
  canManageIcalFeed,
  canSeeIcalFeed,
  type IcalFeed,
  TERMIN_FILE_ROUTES,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import { authorize } from '../../lib/authorize';
import { toIsoTimestamp } from '../../lib/timestamp';
import { buildIcal, type IcalItem } from './ical';
import * as repo from './termin.repository';
import { deleteFeed, findFeed, findFeedItemIds, findFeedOwner, upsertFeed } from './termin-feed.repository';
import { fromDbLocal } from './termin-time';

// The iCal feed of a user (issue 13 §8): a secret address, stored only as its SHA-256, revocable; and
// one item as an .ics file.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const FEED_PAST_DAYS = 90;

const OWN_FEED_ONLY =
  'Die Kalender-Adresse gehört dem angemeldeten Benutzer: In der Ansicht als ein anderer Benutzer kann sie weder angezeigt noch eingerichtet oder widerrufen werden.';

/** The feed is the logged-in user's own: refused with its own message while viewing as someone else. */
function authorizeOwnFeed(actor: Actor, rule: typeof canSeeIcalFeed): void {
  if (!canSeeIcalFeed(actor)) {
    throw new AppError('FORBIDDEN', OWN_FEED_ONLY);
  }
  authorize(actor, rule);
}

export async function feedStatus(db: Db, actor: Actor): Promise<IcalFeed> {
  authorizeOwnFeed(actor, canSeeIcalFeed);
  const row = await findFeed(db, actor.viewed.id);
  return { active: row !== undefined, url: null, createdAt: row ? toIsoTimestamp(row.createdAt) : null };
}

/** A new secret address; the old one stops working at once. The address is in this answer only. */
export async function renewFeed(db: Db, actor: Actor, origin: string): Promise<IcalFeed> {
  authorizeOwnFeed(actor, canManageIcalFeed);
  const token = randomBytes(32).toString('base64url');
  const row = await upsertFeed(db, actor.viewed.id, hashToken(token));
  const url = `${origin}${TERMIN_FILE_ROUTES.feed.replace(':token', `${token}.ics`)}`;
  return { active: true, url, createdAt: toIsoTimestamp(row?.createdAt ?? new Date().toISOString()) };
}

export async function revokeFeed(db: Db, actor: Actor): Promise<IcalFeed> {
  authorizeOwnFeed(actor, canManageIcalFeed);
  await deleteFeed(db, actor.viewed.id);
  return { active: false, url: null, createdAt: null };
}

function toIcalItem(t: repo.VisibleTermin, attendees: { name: string; email: string }[]): IcalItem {
  return {
    sid: t.id,
    label: t.label,
    text: t.text,
    place: t.place,
    begin: fromDbLocal(t.beginLocal),
    end: fromDbLocal(t.endLocal),
    fullDay: t.fullDay,
    rrule: t.rrule,
    exdates: t.exdates.map(fromDbLocal),
    status: t.status,
    art: t.art,
    updatedAt: new Date(t.updatedAt),
    organizer: null,
    attendees: attendees.filter((a) => a.email !== ''),
  };
}

/** The calendar behind a secret address: the items the user takes part in, from 90 days back. */
export async function feedCalendar(db: Db, token: string, host: string): Promise<string> {
  const user = await findFeedOwner(db, hashToken(token));
  if (!user) {
    throw new AppError('NOT_FOUND', 'Dieser Kalender-Link gilt nicht mehr.');
  }
  const session = {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    kind: user.kind,
    brokerId: user.brokerId,
    customerId: user.customerId,
    tenant: user.tenant as Actor['viewed']['tenant'],
    rights: user.rights,
  };
  const actor: Actor = { original: session, viewed: session };
  const ids = await findFeedItemIds(db, actor, FEED_PAST_DAYS);
  const items: IcalItem[] = [];
  for (const id of ids) {
    const t = await repo.findVisibleTermin(db, actor, id);
    if (t) {
      const people = await repo.findBeteiligte(db, [t.id]);
      items.push(
        toIcalItem(
          t,
          people.map((p) => ({ name: p.name, email: p.email })),
        ),
      );
    }
  }
  return buildIcal(items, { name: `Maklerwerk – ${user.displayName}`, host });
}

/** One item as an .ics file (its series with exceptions). */
export async function itemIcs(
  db: Db,
  actor: Actor,
  sid: number,
  host: string,
): Promise<{ fileName: string; body: string }> {
  const t = await repo.findVisibleTermin(db, actor, sid);
  if (!t) {
    throw new AppError('NOT_FOUND', 'Der Termin wurde nicht gefunden.');
  }
  const people = await repo.findBeteiligte(db, [t.id]);
  const safe =
    t.label
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 60) || 'Termin';
  return {
    fileName: `${safe}.ics`,
    body: buildIcal(
      [
        toIcalItem(
          t,
          people.map((p) => ({ name: p.name, email: p.email })),
        ),
      ],
      { name: t.label, host },
    ),
  };
}
