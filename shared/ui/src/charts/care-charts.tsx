import type { PainPoint, WeeklyAdherence } from '@physio/contracts';
import styled from 'styled-components';
import { TrendChart } from './trend-chart';
import { shortDateLabel } from './trend-point';

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const percent = (value: number) => `${Math.round(value)}%`;
const painScore = (value: number) => `${value}/10`;

/** Weekly adherence bars (0–100 %), oldest week first; a week with nothing scheduled has no bar. */
export function AdherenceChart({ weeks, empty }: { weeks: WeeklyAdherence[]; empty: string }) {
  const scheduled = weeks.filter((week) => week.value !== null);
  if (scheduled.length === 0) return <Empty>{empty}</Empty>;
  const latest = scheduled[scheduled.length - 1];
  const summary =
    `Weekly adherence over the last ${weeks.length} weeks; ` +
    `the week of ${shortDateLabel(latest.week_start)}: ${percent((latest.value as number) * 100)}.`;
  return (
    <TrendChart
      title="Weekly adherence"
      summary={summary}
      kind="bar"
      points={weeks.map((week) => ({ date: week.week_start, value: week.value === null ? null : week.value * 100 }))}
      max={100}
      dateHeading="Week of"
      unit="Adherence"
      formatValue={percent}
    />
  );
}

/** Pain (0–10) on each logged day, as a line; oldest first. */
export function PainChart({ pain, empty }: { pain: PainPoint[]; empty: string }) {
  if (pain.length === 0) return <Empty>{empty}</Empty>;
  const first = pain[0];
  const last = pain[pain.length - 1];
  const summary =
    pain.length === 1
      ? `Pain ${painScore(last.value)} on ${shortDateLabel(last.date)}, the only logged day.`
      : `Pain on ${pain.length} logged days: ${painScore(first.value)} on ${shortDateLabel(first.date)}, ` +
        `${painScore(last.value)} on ${shortDateLabel(last.date)}.`;
  return (
    <TrendChart
      title="Pain over time"
      summary={summary}
      kind="line"
      points={pain}
      max={10}
      dateHeading="Date"
      unit="Pain (0–10)"
      formatValue={String}
    />
  );
}
