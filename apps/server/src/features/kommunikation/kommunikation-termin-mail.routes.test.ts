import type { MailInit } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractIds, customerIdByNummer } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let intern: Client;
let kfId: number;

beforeAll(async () => {
  t = await createTestApp();
  [makler, intern] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'intern')]);
  [kfId] = await contractIds(intern, ['KF-4711-0815'] as const);
});
afterAll(() => t.close());

// The mail to the participants of an appointment (termine §2.1 mailcomposer-appointment): /mails/init?kind=termin.

describe('mail to the participants of an appointment (termine §2.1 mailcomposer-appointment)', () => {
  const saveTermin = (client: Client, payload: Record<string, unknown>) =>
    client.inject({ method: 'POST', url: api('/calendarService/termine'), payload });
  const init = (client: Client, query: string) => client.inject({ method: 'GET', url: api(`/mails/init?${query}`) });
  const erikaTermin = async (overrides: Record<string, unknown> = {}) => {
    const erikaId = await customerIdByNummer(intern, 'KF-4711-0815');
    const saved = await saveTermin(makler, {
      art: 'TERMIN',
      label: 'Beratung',
      begin: '15.03.2027 10:00',
      end: '15.03.2027 11:00',
      bereich: 'VersVertrag',
      bereichId: kfId,
      participants: [
        {
          customerId: erikaId,
          name: 'Erika Mustermann',
          email: 'erika.mustermann@example.com',
          rolle: 'TEILNEHMER',
          canChange: false,
          alarmMail: false,
          alarmMsc: false,
          alarmDailyMail: false,
        },
      ],
      ...overrides,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ sid: number }>().sid;
  };

  it('starts the invitation: the participants but the viewer, the subject and the when and where', async () => {
    const sid = await erikaTermin({ place: 'Büro <Köln> & Co', text: '<p>Unterlagen <b>mitbringen</b></p>' });
    const response = await init(makler, `insuranceId=${kfId}&kind=termin&termin=${sid}`);
    expect(response.statusCode, response.body).toBe(200);
    const mail = response.json<MailInit>();
    expect(mail.receiver).toEqual(['erika.mustermann@example.com']);
    expect(mail.subject).toBe('Termin: Beratung am 15.03.2027 um 10:00');
    expect(mail.toCompany).toBe(false);
    expect(mail.content).toContain('<p>Guten Tag,</p>');
    expect(mail.content).toContain('hiermit erhalten Sie die Angaben zu unserem Termin:');
    expect(mail.content).toContain('Wann: 15.03.2027, 10:00–11:00 Uhr');
    expect(mail.content).toContain('Wo: Büro &#60;Köln&#62; &#38; Co');
    expect(mail.content).toContain('Unterlagen <b>mitbringen</b>');
    expect(mail.content).toContain('Mit freundlichen Grüßen');
  });

  it('names only the day of an appointment over the whole day', async () => {
    const sid = await erikaTermin({ fullDay: true, begin: '16.03.2027 00:00', end: '16.03.2027 23:59' });
    const mail = (await init(makler, `insuranceId=${kfId}&kind=termin&termin=${sid}`)).json<MailInit>();
    expect(mail.subject).toBe('Termin: Beratung am 16.03.2027');
    expect(mail.content).toContain('Wann: 16.03.2027, ganztägig');
    expect(mail.content).not.toContain('Wo:');
  });

  it('refuses a missing appointment (400), another contract (422) and one the login does not see (404)', async () => {
    const missing = await init(makler, `insuranceId=${kfId}&kind=termin`);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Der Termin fehlt.');
    const sid = await erikaTermin();
    const [hrId] = await contractIds(makler, ['HR-55501'] as const);
    const other = await init(makler, `insuranceId=${hrId}&kind=termin&termin=${sid}`);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json<{ message: string }>().message).toBe('Der Termin gehört nicht zu dieser Versicherung.');
    const hidden = await erikaTermin({ private: true });
    const notSeen = await init(intern, `insuranceId=${kfId}&kind=termin&termin=${hidden}`);
    expect(notSeen.statusCode, notSeen.body).toBe(404);
    expect(notSeen.json<{ message: string }>().message).toBe('Der Termin wurde nicht gefunden.');
    expect((await init(makler, `insuranceId=${kfId}&kind=termin&termin=999999`)).statusCode).toBe(404);
  });
});
