import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { shortDateLabel, type TrendKind, type TrendPoint } from './trend-point';

export interface TrendGraphicProps {
  kind: TrendKind;
  points: TrendPoint[];
  /** The value axis, from 0 to this. */
  max: number;
  unit: string;
  formatValue: (value: number) => string;
}

// Large enough to read on a 375 px phone, where the chart gets the whole width.
const TICK = { fontSize: 13 };

/**
 * The drawing itself, in its own chunk: recharts is loaded by the pages that draw a chart and by no other.
 * It is hidden from assistive technology; TrendChart gives the same figures as a table.
 */
export default function TrendGraphic({ kind, points, max, unit, formatValue }: TrendGraphicProps) {
  const theme = useTheme();
  const common = {
    data: points,
    margin: { top: 8, right: 12, bottom: 0, left: 0 },
  };
  // An array, not a fragment: recharts 2 finds its axes among the chart's direct children, and its react-is
  // does not recognise a React 19 fragment.
  const axes = [
    <CartesianGrid key="grid" stroke={theme.colors.border} vertical={false} />,
    <XAxis
      key="x"
      dataKey="date"
      tickFormatter={shortDateLabel}
      tick={TICK}
      minTickGap={16}
      stroke={theme.colors.muted}
    />,
    <YAxis
      key="y"
      domain={[0, max]}
      allowDecimals={false}
      tick={TICK}
      // Wide enough for "100%" at the tick size above.
      width={52}
      stroke={theme.colors.muted}
      tickFormatter={(value: number) => formatValue(value)}
    />,
    <Tooltip
      key="tooltip"
      labelFormatter={(label: string) => shortDateLabel(label)}
      formatter={(value: number) => [formatValue(value), unit]}
    />,
  ];
  return (
    <ResponsiveContainer width="100%" height={240}>
      {kind === 'bar' ? (
        <BarChart {...common}>
          {axes}
          <Bar dataKey="value" fill={theme.colors.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      ) : (
        <LineChart {...common}>
          {axes}
          <Line
            dataKey="value"
            type="monotone"
            stroke={theme.colors.accent}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
