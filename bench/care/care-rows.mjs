// The synthetic care loop of one professional: 2,000 linked participants, 2 assignments each (a year-long one on
// Monday, Wednesday and Friday, and a half-year one on Tuesday and Thursday, both still running) and their logs on
// about three scheduled days in four (~300,000 rows). Deterministic (seeded PRNG), dated back from today, with
// explicit ids so one pass writes every table without reading anything back.

export const PARTICIPANTS = 2_000;
const DAY_MS = 86_400_000;
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
/** ISO weekday, 1 = Monday … 7 = Sunday. */
const isoWeekday = (ms) => new Date(ms).getUTCDay() || 7;
const mask = (days) => days.reduce((bits, day) => bits | (1 << day), 0);

const PLANS = [
  { daysBack: 364, weekdays: [1, 3, 5] },
  { daysBack: 182, weekdays: [2, 4] },
];

function prng(seed) {
  // mulberry32, as in bench/api/seed-rows.mjs.
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `participants`: the ids of the linked participants, the first one already signed up through the API (the others
 * are written by `users`). `programs`: the professional's programs as GET /api/programs/ answers them.
 */
export function careRows({ professionalId, participants, programs, firstIds, now = new Date() }) {
  const random = prng(7);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = { careLinks: [], assignments: [], assignmentItems: [], sessionLogs: [] };
  let assignmentId = firstIds.assignments;
  let itemId = firstIds.assignmentItems;
  let logId = firstIds.sessionLogs;
  participants.forEach((participantId, index) => {
    rows.careLinks.push({
      id: firstIds.careLinks + index,
      professionalId,
      participantId,
      linkedAt: new Date(today - 370 * DAY_MS),
    });
    PLANS.forEach((plan, p) => {
      const program = programs[(index + p) % programs.length];
      const start = today - plan.daysBack * DAY_MS;
      const createdAt = new Date(start);
      const id = assignmentId++;
      rows.assignments.push({
        id,
        professionalId,
        participantId,
        programId: program.id,
        programTitle: program.title,
        startDate: isoDate(start),
        endDate: null,
        daysMask: mask(plan.weekdays),
        status: 'active',
        endedOn: null,
        createdAt,
        updatedAt: createdAt,
      });
      const itemIds = program.items.map((item, position) => {
        rows.assignmentItems.push({
          id: itemId,
          assignmentId: id,
          position,
          programItemId: item.id,
          title: item.title,
          videoPlatformId: item.video_platform_id,
          startTime: item.start_time,
          endTime: item.end_time,
          sets: 3,
          reps: 10,
          holdSeconds: 0,
          restSeconds: 30,
          notes: '',
        });
        return itemId++;
      });
      for (let day = start; day <= today; day += DAY_MS) {
        if (!plan.weekdays.includes(isoWeekday(day)) || random() >= 0.75) continue;
        const done = itemIds.filter(() => random() < 0.9);
        const at = new Date(day + 18 * 3_600_000);
        rows.sessionLogs.push({
          id: logId++,
          assignmentId: id,
          participantId,
          date: isoDate(day),
          completedItemIds: done.join(','),
          completedCount: done.length,
          totalCount: itemIds.length,
          pain: Math.floor(random() * 6),
          difficulty: 2 + Math.floor(random() * 6),
          notes: '',
          revision: 1,
          createdAt: at,
          updatedAt: at,
        });
      }
    });
  });
  return rows;
}

/** The participants written straight into `users` (they never sign in: the hash is not a real one). */
export function participantUsers(firstId, count, createdAt = new Date()) {
  return Array.from({ length: count }, (_, i) => {
    const username = `bench_patient_${String(i + 1).padStart(4, '0')}`;
    return {
      id: firstId + i,
      username,
      usernameNormalized: username,
      email: `${username}@bench.example.com`,
      passwordHash: 'not-a-password-hash',
      isProfessional: false,
      createdAt,
    };
  });
}

/** The table, its columns and the row keys they come from, in the order written. */
export const TABLES = [
  {
    name: 'users',
    rows: 'users',
    columns: {
      id: ['id', 'int'],
      username: ['username', 'varchar'],
      username_normalized: ['usernameNormalized', 'varchar'],
      email: ['email', 'varchar'],
      password_hash: ['passwordHash', 'varchar'],
      is_professional: ['isProfessional', 'boolean'],
      created_at: ['createdAt', 'timestamptz'],
    },
  },
  {
    name: 'care_links',
    rows: 'careLinks',
    columns: {
      id: ['id', 'int'],
      professional_id: ['professionalId', 'int'],
      participant_id: ['participantId', 'int'],
      linked_at: ['linkedAt', 'timestamptz'],
    },
  },
  {
    name: 'assignments',
    rows: 'assignments',
    columns: {
      id: ['id', 'int'],
      professional_id: ['professionalId', 'int'],
      participant_id: ['participantId', 'int'],
      program_id: ['programId', 'int'],
      program_title: ['programTitle', 'varchar'],
      start_date: ['startDate', 'varchar'],
      end_date: ['endDate', 'varchar'],
      days_mask: ['daysMask', 'int'],
      status: ['status', 'varchar'],
      ended_on: ['endedOn', 'varchar'],
      created_at: ['createdAt', 'timestamptz'],
      updated_at: ['updatedAt', 'timestamptz'],
    },
  },
  {
    name: 'assignment_items',
    rows: 'assignmentItems',
    columns: {
      id: ['id', 'int'],
      assignment_id: ['assignmentId', 'int'],
      position: ['position', 'int'],
      program_item_id: ['programItemId', 'int'],
      title: ['title', 'varchar'],
      video_platform_id: ['videoPlatformId', 'varchar'],
      start_time: ['startTime', 'int'],
      end_time: ['endTime', 'int'],
      sets: ['sets', 'int'],
      reps: ['reps', 'int'],
      hold_seconds: ['holdSeconds', 'int'],
      rest_seconds: ['restSeconds', 'int'],
      notes: ['notes', 'varchar'],
    },
  },
  {
    name: 'session_logs',
    rows: 'sessionLogs',
    columns: {
      id: ['id', 'int'],
      assignment_id: ['assignmentId', 'int'],
      participant_id: ['participantId', 'int'],
      date: ['date', 'varchar'],
      completed_item_ids: ['completedItemIds', 'varchar'],
      completed_count: ['completedCount', 'int'],
      total_count: ['totalCount', 'int'],
      pain: ['pain', 'int'],
      difficulty: ['difficulty', 'int'],
      notes: ['notes', 'varchar'],
      revision: ['revision', 'int'],
      created_at: ['createdAt', 'timestamptz'],
      updated_at: ['updatedAt', 'timestamptz'],
    },
  },
];
