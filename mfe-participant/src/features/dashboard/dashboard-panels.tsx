import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DashboardProgram, RecentActivity as Activity, UpcomingSession } from '@physio/contracts';
import { Badge, type BadgeTone, Card, Muted, SkeletonRows } from '@physio/ui';
import { formatDate } from '@physio/util';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../components/progress-bar';
import { programPath } from '../../paths';

const Panel = styled(Card).attrs({ as: 'section' })`
  h2 {
    font-size: 1.2rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
  }
  li {
    padding: 14px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
    padding-top: 4px;
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

const DayChip = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 104px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 700;
  small {
    font-weight: 600;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Where a panel's data stands: the lists share one request, so they load and fail together. */
export type PanelStatus = 'loading' | 'error' | 'ready';

interface PanelProps<T> {
  status: PanelStatus;
  items: T[];
}

/** A titled panel with its loading, error and empty states; `children` renders the list once there is one. */
function ListPanel({
  id,
  title,
  status,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  status: PanelStatus;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  let body: ReactNode = children;
  if (status === 'loading') body = <SkeletonRows rows={3} label={`Loading ${title.toLowerCase()}…`} />;
  else if (status === 'error') body = <Problem>Could not load {title.toLowerCase()}.</Problem>;
  else if (count === 0) body = <Muted>{empty}</Muted>;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body}
    </Panel>
  );
}

const ACTIVITY: Record<Activity['kind'], { label: string; tone: BadgeTone }> = {
  assigned: { label: 'Assigned', tone: 'primary' },
  session: { label: 'Completed', tone: 'success' },
};

export function RecentActivity({ status, items }: PanelProps<Activity>) {
  return (
    <ListPanel
      id="recent-heading"
      title="Recent activities"
      status={status}
      count={items.length}
      empty="Nothing yet. Your sessions and new programs will show up here."
    >
      <ul>
        {items.map((activity, index) => (
          <li key={`${activity.date}-${index}`}>
            <Row>
              <span>{activity.text}</span>
              <Badge $tone={ACTIVITY[activity.kind].tone}>{ACTIVITY[activity.kind].label}</Badge>
            </Row>
            <Muted as="span">{formatDate(activity.date)}</Muted>
          </li>
        ))}
      </ul>
    </ListPanel>
  );
}

let weekdayFormat: Intl.DateTimeFormat | undefined;

/** 'YYYY-MM-DD' as its weekday; the date is a calendar day, so it is read in UTC to stay that day. */
function weekday(isoDate: string): string {
  weekdayFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : weekdayFormat.format(date);
}

export function UpcomingSessions({ status, items }: PanelProps<UpcomingSession>) {
  return (
    <ListPanel
      id="upcoming-heading"
      title="Upcoming sessions"
      status={status}
      count={items.length}
      empty="No sessions scheduled. Once your professional assigns a program, its days show up here."
    >
      <ul>
        {items.map((session) => (
          <li key={`${session.date}-${session.assignment_id}`}>
            <Row style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
              <DayChip>
                {weekday(session.date)}
                <small>{formatDate(session.date)}</small>
              </DayChip>
              <span>
                <Link to={programPath(session.assignment_id)}>
                  <strong>{session.program_title}</strong>
                </Link>
                <Muted as="span" style={{ display: 'block' }}>
                  {session.minutes} min
                </Muted>
              </span>
            </Row>
          </li>
        ))}
      </ul>
    </ListPanel>
  );
}

export function ProgramProgress({ status, items }: PanelProps<DashboardProgram>) {
  return (
    <ListPanel
      id="programs-heading"
      title="My programs"
      status={status}
      count={items.length}
      empty="No programs yet. Join your professional with a code to get started."
    >
      <ul>
        {items.map((program) => (
          <li key={program.assignment_id}>
            <Row style={{ marginBottom: 8 }}>
              <Link to={programPath(program.assignment_id)}>
                <strong>{program.title}</strong>
              </Link>
              <Muted as="span">
                {program.completed_sessions} of {program.total_sessions} sessions
              </Muted>
            </Row>
            <ProgressBar
              value={program.total_sessions ? (program.completed_sessions / program.total_sessions) * 100 : 0}
              label={`${program.title} progress`}
            />
          </li>
        ))}
      </ul>
    </ListPanel>
  );
}
