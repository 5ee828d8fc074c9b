// The invitation to an appointment (spec 002 §2.1 'mail composer for an appointment'): the same receivers,
// subject and time line for the server's composer template and the mail-program link of the web.

export type EinladungInput = {
  label: string;
  /** 'DD.MM.YYYY HH:mm' */
  begin: string;
  end: string;
  fullDay: boolean;
  participants: { userId: number | null; email: string }[];
};

/**
 * Every participant with an address except the viewer himself (by login or by one of his addresses),
 * each address once; 'Termin: <label> am <date> um <time>' (full day: without the time); and when.
 */
export function terminEinladung(t: EinladungInput, ownUserId: number) {
  const own = new Set(t.participants.filter((p) => p.userId === ownUserId).map((p) => p.email.trim().toLowerCase()));
  const receiver: string[] = [];
  const seen = new Set<string>();
  for (const p of t.participants) {
    const address = p.email.trim();
    const key = address.toLowerCase();
    if (address !== '' && p.userId !== ownUserId && !own.has(key) && !seen.has(key)) {
      seen.add(key);
      receiver.push(address);
    }
  }
  const [beginDate = '', beginTime = ''] = t.begin.split(' ');
  const [endDate = '', endTime = ''] = t.end.split(' ');
  const subject = t.fullDay
    ? `Termin: ${t.label} am ${beginDate}`
    : `Termin: ${t.label} am ${beginDate} um ${beginTime}`;
  const days = endDate === beginDate ? beginDate : `${beginDate} – ${endDate}`;
  const wann = t.fullDay
    ? `${days}, ganztägig`
    : endDate === beginDate
      ? `${beginDate}, ${beginTime}–${endTime} Uhr`
      : `${beginDate} ${beginTime} – ${endDate} ${endTime} Uhr`;
  return { receiver, subject, wann };
}
