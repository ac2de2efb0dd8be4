import type { Statistics } from '@fairway/contract';
import type { ReactElement, ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../../../i18n/use-t';
import '../../scores/score-colors.css';
import { distributionBars, fairwayShares, parBars, roundPoints } from '../model/charts';

const AXIS = { fill: 'var(--fg-muted)', fontSize: 12 };
const TONE_FILL = {
  eagle: 'var(--chart-eagle)',
  birdie: 'var(--chart-birdie)',
  par: 'var(--chart-par)',
  bogey: 'var(--chart-bogey)',
  double: 'var(--chart-double)',
} as const;
const TOOLTIP = {
  contentStyle: {
    background: 'var(--surface)',
    border: '1px solid var(--line)',
    borderRadius: 12,
    color: 'var(--fg)',
  },
  labelStyle: { color: 'var(--fg-muted)' },
};

/**
 * The statistics charts (games-and-profiles.md §2 "Statistics"): scores over time, score distribution, fairway
 * accuracy, greens in regulation, putts and par 3/4/5 against par. Each chart has a one-line summary a screen
 * reader reads instead of the drawing. Recharts lives in this lazily loaded chunk.
 */
export default function StatsCharts({ stats }: { stats: Statistics }) {
  const { t, i18n } = useT();
  const points = roundPoints(stats);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dated = points.map((point) => ({ ...point, label: dateFormat.format(new Date(point.date)) }));
  const distribution = distributionBars(stats).map((bar) => ({
    ...bar,
    label: {
      eagles: t('stats:scoreNames.eagles'),
      birdies: t('stats:scoreNames.birdies'),
      pars: t('stats:scoreNames.pars'),
      bogeys: t('stats:scoreNames.bogeys'),
      doubleBogeys: t('stats:scoreNames.doubleBogeys'),
    }[bar.key],
  }));
  const fairways = fairwayShares(stats).map((bar) => ({
    ...bar,
    label: { left: t('stats:fairway.left'), center: t('stats:fairway.hit'), right: t('stats:fairway.right') }[
      bar.key
    ],
  }));
  const byPar = parBars(stats).map((bar) => ({
    ...bar,
    label: t('stats:parN', { par: bar.par }),
    shown: bar.overPar ?? 0,
  }));
  const withPutts = dated.filter((point) => point.putts !== null);
  const withGir = dated.filter((point) => point.gir !== null);
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('stats:charts.scores')}
        summary={t('stats:charts.scoresSummary', {
          count: points.length,
          average: stats.avgScore ?? 0,
          best: Math.min(...points.map((point) => point.score)),
        })}
      >
        <LineChart
          accessibilityLayer={false}
          data={dated}
          margin={{ top: 12, right: 12, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            domain={['dataMin - 2', 'dataMax + 2']}
            allowDecimals={false}
          />
          <Tooltip {...TOOLTIP} formatter={(value) => [value, t('stats:charts.score')]} />
          <Line
            type="monotone"
            dataKey="score"
            stroke="var(--primary)"
            strokeWidth={2.5}
            dot={{ r: 3, fill: 'var(--primary)' }}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>

      <ChartCard
        title={t('stats:charts.distribution')}
        summary={distribution.map((bar) => `${bar.label} ${bar.value}`).join(', ')}
      >
        <BarChart
          accessibilityLayer={false}
          data={distribution}
          margin={{ top: 20, right: 8, bottom: 0, left: -24 }}
        >
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} interval={0} />
          <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
          <Bar dataKey="value" radius={[6, 6, 0, 0]} isAnimationActive={false}>
            {distribution.map((bar) => (
              <Cell key={bar.key} fill={TONE_FILL[bar.tone]} />
            ))}
            <LabelList
              dataKey="percent"
              position="top"
              fill="var(--fg)"
              fontSize={12}
              formatter={(v: unknown) => `${String(v)}%`}
            />
          </Bar>
        </BarChart>
      </ChartCard>

      <ChartCard
        title={t('stats:charts.fairways')}
        summary={fairways.map((bar) => `${bar.label} ${bar.percent}%`).join(', ')}
        empty={stats.fairwayAccuracy.total === 0 ? t('stats:charts.noFairwayData') : undefined}
      >
        <BarChart
          accessibilityLayer={false}
          data={fairways}
          margin={{ top: 20, right: 8, bottom: 0, left: -24 }}
        >
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} unit="%" />
          <Bar dataKey="percent" radius={[6, 6, 0, 0]} isAnimationActive={false}>
            {fairways.map((bar) => (
              <Cell key={bar.key} fill={bar.key === 'center' ? 'var(--primary)' : 'var(--accent-strong)'} />
            ))}
            <LabelList
              dataKey="percent"
              position="top"
              fill="var(--fg)"
              fontSize={12}
              formatter={(v: unknown) => `${String(v)}%`}
            />
          </Bar>
        </BarChart>
      </ChartCard>

      <ChartCard
        title={t('stats:charts.gir')}
        summary={t('stats:charts.girSummary', {
          hit: stats.greensInRegulationCount,
          of: stats.girOpportunities,
          percent: new Intl.NumberFormat(i18n.language, {
            style: 'percent',
            maximumFractionDigits: 1,
          }).format((stats.rates.girPercent ?? 0) / 100),
        })}
        empty={withGir.length === 0 ? t('stats:charts.noPuttsData') : undefined}
      >
        <LineChart
          accessibilityLayer={false}
          data={withGir}
          margin={{ top: 12, right: 12, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} domain={[0, 100]} unit="%" />
          <Tooltip {...TOOLTIP} formatter={(value) => [`${String(value)}%`, t('stats:charts.girShort')]} />
          <Line
            type="monotone"
            dataKey="gir"
            stroke="var(--chart-birdie)"
            strokeWidth={2.5}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>

      <ChartCard
        title={t('stats:charts.putts')}
        summary={t('stats:charts.puttsSummary', {
          perRound: stats.rates.puttsPerRound ?? 0,
          perHole: stats.rates.puttsPerHole ?? 0,
        })}
        empty={withPutts.length === 0 ? t('stats:charts.noPuttsData') : undefined}
      >
        <LineChart
          accessibilityLayer={false}
          data={withPutts}
          margin={{ top: 12, right: 12, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            domain={['dataMin - 2', 'dataMax + 2']}
          />
          <Tooltip {...TOOLTIP} formatter={(value) => [value, t('stats:charts.puttsShort')]} />
          <Line
            type="monotone"
            dataKey="putts"
            stroke="var(--chart-bogey)"
            strokeWidth={2.5}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>

      <ChartCard
        title={t('stats:charts.byPar')}
        summary={byPar
          .map(
            (bar) => `${bar.label} ${bar.average === null ? '–' : `${bar.average} (${signed(bar.shown)})`}`,
          )
          .join(', ')}
      >
        <BarChart
          accessibilityLayer={false}
          data={byPar}
          margin={{ top: 20, right: 8, bottom: 0, left: -24 }}
        >
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} />
          <ReferenceLine y={0} stroke="var(--fg-muted)" />
          <Bar dataKey="shown" radius={[6, 6, 6, 6]} isAnimationActive={false}>
            {byPar.map((bar) => (
              <Cell key={bar.par} fill={bar.shown <= 0 ? 'var(--chart-birdie)' : 'var(--chart-bogey)'} />
            ))}
            <LabelList
              dataKey="shown"
              position="top"
              fill="var(--fg)"
              fontSize={12}
              formatter={(value: unknown) => signed(Number(value))}
            />
          </Bar>
        </BarChart>
      </ChartCard>
    </div>
  );
}

function ChartCard({
  title,
  summary,
  empty,
  children,
}: {
  title: string;
  summary: string;
  empty?: string | undefined;
  children: ReactElement;
}) {
  return (
    <figure className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <figcaption className="flex flex-col">
        <span className="font-semibold">{title}</span>
        {!empty && <span className="text-sm text-fg-muted">{summary}</span>}
      </figcaption>
      {empty ? (
        <Empty>{empty}</Empty>
      ) : (
        <div className="h-52 w-full" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="flex h-52 items-center justify-center px-6 text-center text-fg-muted">{children}</p>;
}
