// A chart with its legend and its table equivalent (/home's credits and trend, /team's usage per member): the
// drawing comes from a lazily loaded chunk (StackedBarChart), so a page's first JavaScript does not carry it; the
// table is always in the page for screen readers (visually hidden until "Show table" is pressed).
import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { pointTotal, type ChartPoint, type ChartSeries } from './chart-data';
import { formatNumber } from '../../lib/format';
import './charts.css';

const StackedBarChart = lazy(() => import('./StackedBarChart'));

export interface ChartPanelProps {
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  title: string;
  summary: string;
  /** The first column's header, e.g. "Day" or "Week of". */
  pointHeader: string;
  height?: number;
}

export function ChartPanel({ points, series, title, summary, pointHeader, height = 200 }: ChartPanelProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();

  return (
    <div className="chart-panel">
      <Suspense
        fallback={
          <div className="chart-placeholder" style={{ height }} role="status">
            Loading chart...
          </div>
        }
      >
        <StackedBarChart points={points} series={series} title={title} summary={summary} height={height} />
      </Suspense>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <ul
          className="chart-legend list-unstyled d-flex flex-wrap row-gap-1 column-gap-3 mb-0 small me-auto"
          aria-hidden="true"
        >
          {series.map((s) => (
            <li key={s.key} className="d-flex align-items-center gap-1">
              <span className="chart-swatch" style={{ backgroundColor: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
        <Button
          size="sm"
          variant="link"
          className="p-0"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Hide table' : 'Show table'}
        </Button>
      </div>
      <div id={tableId} className={tableShown ? 'mt-2 chart-table' : 'visually-hidden'}>
        <Table size="sm" responsive className="mb-0">
          <caption className={tableShown ? 'caption-top small' : undefined}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{pointHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="text-end">
                  {s.label}
                </th>
              ))}
              <th scope="col" className="text-end">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.description}>
                <th scope="row" className="fw-normal">
                  {point.description}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="text-end">
                    {formatNumber(point.values[s.key] ?? 0)}
                  </td>
                ))}
                <td className="text-end">{formatNumber(pointTotal(point, series))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
