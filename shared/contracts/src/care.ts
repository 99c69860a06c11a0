// The care loop: a professional invites a participant, assigns programs with a dosage and a schedule, the
// participant logs sessions and both follow adherence. Dates are ISO `YYYY-MM-DD`; weekdays are ISO, 1 = Monday … 7 =
// Sunday.

/** Someone on the other side of a link, as each party may see them. */
export interface PersonRef {
  id: number;
  username: string;
}

export interface InvitationRequest {
  /** Whom the invitation is meant for; a reminder for the professional, not checked on accept. */
  email?: string;
  note?: string;
}

/** POST /api/invitations/: the code and the site's sign-up link carrying it. */
export interface CreatedInvitation {
  id: number;
  /** 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L); one-time, valid 14 days. */
  code: string;
  url: string;
  expires_at: string;
}

/** GET /api/invitations/: the professional's open invitations (not used, revoked or expired). */
export interface Invitation extends CreatedInvitation {
  email: string | null;
  note: string | null;
  created_at: string;
}

export interface AcceptInvitationRequest {
  code: string;
}

export interface AcceptInvitationResponse {
  professional: PersonRef;
}

/** The dosage of one program item in a new assignment; omitted fields take the defaults (3 × 10, hold 0, rest 30). */
export interface AssignmentItemInput {
  program_item_id: number;
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  rest_seconds?: number;
  notes?: string;
}

export interface AssignmentRequest {
  participant_id: number;
  program_id: number;
  start_date: string;
  end_date?: string | null;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days_of_week: number[];
  /** The program's items to assign, in order, with their dosage; every item with the defaults when omitted. */
  items?: AssignmentItemInput[];
}

/** A new dosage for one item already in the assignment (named by its id); omitted fields keep their value. */
export interface AssignmentItemDosage {
  id: number;
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  rest_seconds?: number;
  notes?: string;
}

/** PUT /api/assignments/{id}/: the schedule, and new dosages for some items. */
export interface AssignmentUpdateRequest {
  start_date: string;
  end_date?: string | null;
  days_of_week: number[];
  items?: AssignmentItemDosage[];
}

export type AssignmentStatus = 'active' | 'ended';

/** A copy of a program item with its dosage: later edits to the program do not change it. */
export interface AssignmentItem {
  id: number;
  title: string;
  video_platform_id: string;
  start_time: number;
  end_time: number;
  sets: number;
  reps: number;
  hold_seconds: number;
  rest_seconds: number;
  notes: string;
}

export interface Assignment {
  id: number;
  participant: PersonRef;
  professional: PersonRef;
  program_title: string;
  start_date: string;
  end_date: string | null;
  days_of_week: number[];
  status: AssignmentStatus;
  items: AssignmentItem[];
}

export interface TodaySession {
  assignment_id: number;
  program_title: string;
  items: AssignmentItem[];
  logged: boolean;
}

/** GET /api/me/today/: the assignments scheduled on the participant's local date. */
export interface TodayResponse {
  date: string;
  sessions: TodaySession[];
}

export interface SessionLogRequest {
  assignment_id: number;
  date: string;
  /** Ids of the assignment's items done in this session. */
  completed_item_ids: number[];
  /** 0 (none) … 10 (worst). */
  pain: number;
  /** 0 (easy) … 10 (hardest). */
  difficulty: number;
  notes?: string;
}

/** POST /api/session-logs/: 201 for a new log, 200 when it replaced that assignment's log of that date. */
export interface SessionLog {
  id: number;
  assignment_id: number;
  date: string;
  completed_item_ids: number[];
  pain: number;
  difficulty: number;
  notes: string;
  completed: number;
  total: number;
}

/** A linked participant as their professional sees them; adherence is 0–1, or null when nothing was scheduled. */
export interface ParticipantSummary {
  id: number;
  username: string;
  linked_at: string;
  active_assignments: number;
  adherence_7d: number | null;
  adherence_28d: number | null;
  last_session_date: string | null;
}

export interface PainPoint {
  date: string;
  value: number;
}

export interface SessionSummary {
  date: string;
  assignment_id: number;
  pain: number;
  difficulty: number;
  completed: number;
  total: number;
}

/** Adherence over one ISO week, Monday to Sunday: 0–1, or null when nothing was scheduled that week. */
export interface WeeklyAdherence {
  /** The Monday that starts the week. */
  week_start: string;
  value: number | null;
}

export interface ParticipantProgress {
  adherence_7d: number | null;
  adherence_28d: number | null;
  /** The last 12 weeks, oldest first, ending with the week that holds today; days after today do not count. */
  adherence_weeks: WeeklyAdherence[];
  /** One point per logged day, oldest first. */
  pain: PainPoint[];
  /** Newest first. */
  sessions: SessionSummary[];
}

/** GET /api/participants/overview/: the studio dashboard's care figures, over every linked participant. */
export interface CareOverview {
  participants: number;
  /** Scheduled days with a log ÷ scheduled days over the last 28 days, all participants pooled; null when none. */
  adherence_28d: number | null;
}

/** A logged session as its participant sees it in their history. */
export interface HistorySession extends SessionSummary {
  program_title: string;
  notes: string;
}

/** GET /api/me/history/?date=: the participant's own progress over every assignment (90 days, as the professional sees). */
export interface ParticipantHistory {
  adherence_7d: number | null;
  adherence_28d: number | null;
  adherence_weeks: WeeklyAdherence[];
  pain: PainPoint[];
  /** Newest first. */
  sessions: HistorySession[];
}

/** GET /api/participants/{id}/: only the assignments this professional made, and progress on them. */
export interface ParticipantDetail extends ParticipantSummary {
  assignments: Assignment[];
  progress: ParticipantProgress;
}

export interface UpcomingSession {
  date: string;
  assignment_id: number;
  program_title: string;
  /** Estimated length of the session. */
  minutes: number;
}

export type RecentActivityKind = 'assigned' | 'session';

export interface RecentActivity {
  date: string;
  kind: RecentActivityKind;
  text: string;
}

export interface DashboardProgram {
  assignment_id: number;
  title: string;
  completed_sessions: number;
  total_sessions: number;
}

/** GET /api/me/dashboard/: the participant's figures; zeros and empty lists for a new participant. */
export interface ParticipantDashboard {
  active_programs: number;
  completed_exercises: number;
  completed_exercises_7d: number;
  /** 0–100: adherence over the last 28 days. */
  progress_score: number;
  upcoming: UpcomingSession[];
  recent: RecentActivity[];
  programs: DashboardProgram[];
}

export interface ParticipantListQuery {
  page?: number;
  page_size?: number;
  /** Case-insensitive text found in the username. */
  search?: string;
}
