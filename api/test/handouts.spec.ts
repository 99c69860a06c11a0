import type { Response } from 'supertest';
import { assign, createProgram, daysFromToday, link, newParticipant } from './support/care';
import { DATABASES } from './support/databases';
import { pageLines, parsePdf } from './support/pdf';
import { signUpCast, startTestApp, type TestApp, type TestUser } from './support/test-app';

/** supertest keeps a PDF body as a Buffer only when told how to read it. */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe.each(DATABASES)('assignment handouts on %s', (kind) => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let patient: TestUser;
  let assignmentId: number;
  let platformId: string;

  const handout = (id: number, who: TestUser) =>
    t.http().get(`/api/assignments/${id}/handout/`).set(who.auth).buffer(true).parse(binary);

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ pro, otherPro, patient } = await signUpCast(t));
    await link(t, pro, patient);
    // Latin with accents, Cyrillic and a Chinese character the embedded font cannot draw.
    const program = await createProgram(t, pro, 2, 'Rücken & Плечи 肩');
    platformId = program.platformId;
    const assignment = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: program.programId,
      start_date: '2026-03-02',
      end_date: '2026-04-30',
      days_of_week: [5, 1, 3],
      items: [
        { program_item_id: program.itemIds[0], sets: 2, reps: 12, hold_seconds: 5, rest_seconds: 45, notes: 'Slowly.' },
        { program_item_id: program.itemIds[1], sets: 1, reps: 8, hold_seconds: 0, rest_seconds: 20 },
      ],
    });
    assignmentId = assignment.id;
  });
  afterAll(() => t?.close());

  it('gives the program as a PDF: title, therapist, participant, schedule, dosage, notes and segment links', async () => {
    const response = await handout(assignmentId, pro).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="rucken-handout.pdf"');
    const pdf = parsePdf(response.body as Buffer);
    expect(pdf.pages).toHaveLength(1);
    // The document's title is metadata, not drawn: it keeps every character.
    expect(pdf.title).toBe('Rücken & Плечи 肩: handout');
    expect(pageLines(pdf.pages[0])).toEqual([
      'Rücken & Плечи ?',
      'Therapist: pro.one',
      'Participant: patient.one',
      'Schedule: From 2026-03-02 to 2026-04-30, on Monday, Wednesday and Friday.',
      '1. Move 1',
      '2 sets × 12 reps · hold 5 s · rest 45 s',
      'Slowly.',
      'Watch 0:00–0:30 of the video',
      '2. Move 2',
      '1 set × 8 reps · rest 20 s',
      'Watch 1:00–1:30 of the video',
    ]);
    expect(pdf.pages[0].links).toEqual([
      `https://www.youtube.com/watch?v=${platformId}&t=0s`,
      `https://www.youtube.com/watch?v=${platformId}&t=60s`,
    ]);
  });

  it('gives the participant it is for the same handout, and says when there is no end date', async () => {
    await handout(assignmentId, patient).expect(200);
    const program = await createProgram(t, pro, 1, 'Daily walk');
    const open = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: program.programId,
      start_date: daysFromToday(0),
      days_of_week: [1, 2, 3, 4, 5, 6, 7],
    });
    const response = await handout(open.id, patient).expect(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="daily-walk-handout.pdf"');
    expect(pageLines(parsePdf(response.body as Buffer).pages[0])).toContain(
      `Schedule: From ${daysFromToday(0)} to no end date, on every day.`,
    );
  });

  it('spreads 40 exercises over pages, each whole on one page and none overlapping another', async () => {
    const program = await createProgram(t, pro, 40, 'Long program');
    const long = await assign(t, pro, {
      participant_id: patient.user.id,
      program_id: program.programId,
      start_date: daysFromToday(0),
      days_of_week: [2],
    });
    const pdf = parsePdf((await handout(long.id, pro).expect(200)).body as Buffer);
    expect(pdf.pages.length).toBeGreaterThan(1);
    const titles = pdf.pages.flatMap((page) => pageLines(page).filter((line) => /^\d+\. Move \d+$/.test(line)));
    expect(titles).toEqual(Array.from({ length: 40 }, (_, i) => `${i + 1}. Move ${i + 1}`));
    expect(pdf.pages.flatMap((page) => page.links)).toEqual(
      Array.from({ length: 40 }, (_, i) => `https://www.youtube.com/watch?v=${program.platformId}&t=${i * 60}s`),
    );
    for (const page of pdf.pages) {
      // Each exercise ends with its link on the page it starts on.
      const lines = pageLines(page);
      expect(lines.filter((line) => /^\d+\. Move/.test(line)).length).toBe(page.links.length);
      // Top to bottom, every line sits below the one before by at least its own height, inside the page.
      const rows = [...new Map(page.text.map((piece) => [Math.round(piece.y), piece])).values()].sort(
        (a, b) => b.y - a.y,
      );
      for (const [index, row] of rows.entries()) {
        expect(row.y).toBeGreaterThan(0);
        expect(row.y + row.height).toBeLessThan(page.height);
        if (index > 0) expect(rows[index - 1].y - row.y).toBeGreaterThanOrEqual(row.height);
      }
    }
  });

  it('answers 404 to anyone else, 404 for an unknown id and 401 without a token', async () => {
    const stranger = await newParticipant(t, 'patient.stranger');
    for (const who of [otherPro, stranger]) {
      const response = await t.http().get(`/api/assignments/${assignmentId}/handout/`).set(who.auth).expect(404);
      expect(response.body.error).toBe('Assignment not found.');
    }
    await t.http().get('/api/assignments/999999/handout/').set(pro.auth).expect(404);
    await t.http().get('/api/assignments/abc/handout/').set(pro.auth).expect(404);
    await t.http().get(`/api/assignments/${assignmentId}/handout/`).expect(401);
  });
});
