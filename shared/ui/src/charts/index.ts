// Charts, a separate entry point of @physio/ui: it is not shared through module federation, so each
// remote that draws one bundles it, and its drawing (recharts) loads only with the page that shows it.
export { TrendChart } from './trend-chart';
export type { TrendChartProps } from './trend-chart';
export type { TrendPoint, TrendKind } from './trend-point';
export { AdherenceChart, PainChart } from './care-charts';
