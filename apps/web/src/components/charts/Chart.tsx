import { Spin } from 'antd';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';

type Props = {
  option: EChartsCoreOption;
  height?: number | string;
  /** A click on a bar, slice or point: its category name and series index. */
  onItemClick?: (item: { name: string; dataIndex: number; seriesIndex: number }) => void;
  testId?: string;
};

/**
 * One ECharts chart. ECharts is imported on first use (its own chunk, never in the login route's bundle); the chart
 * follows its box's size and is disposed with the component, so a wall screen running for days keeps no old charts.
 */
export const Chart = ({ option, height = 280, onItemClick, testId }: Props) => {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType>(undefined);
  const clickRef = useRef(onItemClick);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !holder.current) return;
      const created = echarts.init(holder.current);
      created.on('click', (params) => {
        const item = params as { name?: string; dataIndex?: number; seriesIndex?: number };
        clickRef.current?.({
          name: item.name ?? '',
          dataIndex: item.dataIndex ?? 0,
          seriesIndex: item.seriesIndex ?? 0,
        });
      });
      chart.current = created;
      observer = new ResizeObserver(() => created.resize());
      observer.observe(holder.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    // notMerge: a series that left the data leaves the chart.
    if (ready) chart.current?.setOption(option, { notMerge: true });
  }, [option, ready]);

  return (
    <div style={{ position: 'relative', height, width: '100%' }} data-testid={testId}>
      <div ref={holder} style={{ position: 'absolute', inset: 0 }} />
      {!ready && <Spin style={{ position: 'absolute', left: '50%', top: '50%' }} />}
    </div>
  );
};
