// Loaded on demand (React.lazy) so @fluentui/react-charts stays out of the dashboard's first chunk.
import { DataVizPalette, GroupedVerticalBarChart, getColorFromToken, type GroupedVerticalBarChartData } from '@fluentui/react-charts'

export interface TrendSeries {
  key: string
  legend: string
  values: number[]
}

export interface TrendChartProps {
  title: string
  dates: string[]
  series: TrendSeries[]
}

const PALETTE = [DataVizPalette.color1, DataVizPalette.color2, DataVizPalette.color3]

export default function TrendChart({ title, dates, series }: TrendChartProps) {
  const data: GroupedVerticalBarChartData[] = dates.map((date, i) => ({
    name: date,
    series: series.map((s, k) => ({
      key: s.key,
      legend: s.legend,
      data: s.values[i] ?? 0,
      color: getColorFromToken(PALETTE[k % PALETTE.length]),
      xAxisCalloutData: date,
    })),
  }))
  return <GroupedVerticalBarChart chartTitle={title} data={data} height={260} enableReflow hideLegend={false} />
}
