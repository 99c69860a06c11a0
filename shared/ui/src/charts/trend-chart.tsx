import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { shortDateLabel, type TrendKind, type TrendPoint } from './trend-point';

// recharts stays out of every initial chunk: this file is small, the drawing loads when a chart renders.
const TrendGraphic = lazy(() => import('./trend-graphic'));

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 8px;
  min-width: 0;
  figcaption {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Drawing = styled.div`
  height: 240px;
  min-width: 0;
`;

export interface TrendChartProps {
  /** Names the figure for screen readers and heads the table that stands in for the drawing. */
  title: string;
  /** One visible sentence that says what the chart shows (the latest value, the trend). */
  summary: string;
  kind: TrendKind;
  points: TrendPoint[];
  /** The value axis runs from 0 to this. */
  max: number;
  /** Heading of the date column and of the value column in the text alternative. */
  dateHeading: string;
  unit: string;
  formatValue: (value: number) => string;
}

/**
 * A chart over time with its text alternative: a visible summary and the same figures as a table that only
 * assistive technology reads. The drawing itself is hidden from it and loaded lazily.
 */
export function TrendChart({ title, summary, kind, points, max, dateHeading, unit, formatValue }: TrendChartProps) {
  return (
    <Figure aria-label={title}>
      <Drawing aria-hidden="true">
        <Suspense fallback={null}>
          <TrendGraphic kind={kind} points={points} max={max} unit={unit} formatValue={formatValue} />
        </Suspense>
      </Drawing>
      <figcaption>{summary}</figcaption>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dateHeading}</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{shortDateLabel(point.date)}</th>
              <td>{point.value === null ? 'nothing scheduled' : formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}
