import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { StatisticsDay } from '../../../../core/offers/lifecycle/EmployerOffers.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color } from '../../../theme/tokens.ts';
import { chartSeries } from './chartSeries.ts';

const Frame = styled.figure`
  margin: 0 0 16px;
  min-height: 260px;
  color: ${color.text};
  .u-legend {
    color: ${color.text};
  }
`;

const cssVariable = (name: string, fallback: string): string => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Views and apply clicks per day as a uPlot chart (ADR 22). uPlot and its stylesheet are imported
 * here, in the browser only, when a statistics page shows; the chart is hidden from screen
 * readers, which get the same numbers from StatisticsTable. Colours follow the colour mode.
 */
export function StatisticsChart({ days }: { days: readonly StatisticsDay[] }) {
  const { t } = useTexts();
  const target = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const views = t('panel.statistics.views');
  const clicks = t('panel.statistics.applyClicks');

  useEffect(() => {
    let disposed = false;
    let chart: { destroy(): void } | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        const element = target.current;
        if (disposed || !element) return;
        // uPlot draws in a later task, where a failure could not be caught: without a 2D canvas it gives up here.
        if (!document.createElement('canvas').getContext('2d')) throw new Error('No 2D canvas to draw the chart on');
        const primary = cssVariable('--color-primary', '#1e6fd9');
        const text = cssVariable('--color-text', '#222');
        const grid = cssVariable('--color-border', '#ccc');
        const font = `12px ${getComputedStyle(element).fontFamily}`;
        const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
        chart = new UPlot(
          {
            width: Math.max(280, element.clientWidth),
            height: 260,
            scales: { x: { time: true } },
            axes: [axis, axis],
            series: [{}, { label: views, stroke: primary, width: 2 }, { label: clicks, stroke: text, width: 2, dash: [6, 4] }],
          },
          chartSeries(days),
          element,
        );
      })
      .catch(() => {
        // The chart's code could not load or run (offline, an old browser): the table beside it has every number.
        if (!disposed) setUnavailable(true);
      });
    return () => {
      disposed = true;
      chart?.destroy();
    };
  }, [days, views, clicks]);

  return (
    <Frame aria-hidden="true" data-testid="statistics-chart" data-unavailable={unavailable || undefined}>
      <div ref={target} />
    </Frame>
  );
}
