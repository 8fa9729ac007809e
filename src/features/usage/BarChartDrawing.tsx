import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';

/**
 * A bar chart's drawing (Mantine charts on recharts): its own chunk, loaded when a chart comes near
 * the screen, so the library never weighs on the page's first load (nor on any other page).
 */
export default function BarChartDrawing(props: BarChartProps) {
  return <BarChart {...props} />;
}
