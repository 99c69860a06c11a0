import styled from 'styled-components';
import { Badge, type BadgeTone, Card, Muted } from '@physio/ui';
import { ProgressBar } from './progress-bar';
import { type ActivityKind, SAMPLE_ACTIVITIES, SAMPLE_PROGRAMS, SAMPLE_SESSIONS } from './sample-dashboard';

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

const ACTIVITY: Record<ActivityKind, { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'success' },
  started: { label: 'Started', tone: 'primary' },
  milestone: { label: 'Milestone', tone: 'warning' },
};

export function RecentActivity() {
  return (
    <Panel aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recent activities</h2>
      <ul>
        {SAMPLE_ACTIVITIES.map((activity) => (
          <li key={activity.id}>
            <Row>
              <span>{activity.text}</span>
              <Badge $tone={ACTIVITY[activity.kind].tone}>{ACTIVITY[activity.kind].label}</Badge>
            </Row>
            <Muted as="span">{activity.when}</Muted>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function UpcomingSessions() {
  return (
    <Panel aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Upcoming sessions</h2>
      <ul>
        {SAMPLE_SESSIONS.map((session) => (
          <li key={session.id}>
            <Row style={{ justifyContent: 'flex-start', flexWrap: 'nowrap' }}>
              <DayChip>
                {session.day}
                <small>{session.time}</small>
              </DayChip>
              <span>
                <strong>{session.title}</strong>
                <Muted as="span" style={{ display: 'block' }}>
                  {session.duration}
                </Muted>
              </span>
            </Row>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function ProgramProgress() {
  return (
    <Panel aria-labelledby="programs-heading">
      <h2 id="programs-heading">My programs</h2>
      <ul>
        {SAMPLE_PROGRAMS.map((program) => (
          <li key={program.id}>
            <Row style={{ marginBottom: 8 }}>
              <strong>{program.title}</strong>
              <Muted as="span">
                {program.completed} of {program.total} sessions
              </Muted>
            </Row>
            <ProgressBar value={(program.completed / program.total) * 100} label={`${program.title} progress`} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
