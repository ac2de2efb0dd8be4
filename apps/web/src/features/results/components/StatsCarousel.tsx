import type { RoundStats } from '@fairway/golf';
import { clsx } from 'clsx';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useT } from '../../../i18n/use-t';
import '../../scores/score-colors.css';
import { fairwayBars, scoreByPar, scoreDistribution } from '../model/result';

const TONE_FILL = {
  eagle: 'var(--chart-eagle)',
  birdie: 'var(--chart-birdie)',
  par: 'var(--chart-par)',
  bogey: 'var(--chart-bogey)',
  double: 'var(--chart-double)',
} as const;

const AXIS = { fill: 'var(--fg-muted)', fontSize: 12 };

/**
 * The result's swipeable carousel (games-and-profiles.md §2): score distribution, fairway accuracy, score by par
 * and a placeholder. Recharts lives in this lazily loaded chunk. Slides snap when swiped; the buttons and the
 * dots do the same for the keyboard, and each slide is announced as "n of 4".
 */
export default function StatsCarousel({ stats }: { stats: RoundStats }) {
  const { t } = useT();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  const distribution = scoreDistribution(stats).map((bar) => ({
    ...bar,
    label: {
      eagles: t('results:eagles'),
      birdies: t('results:birdies'),
      pars: t('results:pars'),
      bogeys: t('results:bogeys'),
      doubleBogeys: t('results:doubleBogeys'),
    }[bar.key],
  }));
  const fairways = fairwayBars(stats).map((bar) => ({
    ...bar,
    label: { left: t('results:left'), center: t('results:hit'), right: t('results:right') }[bar.key],
  }));
  const byPar = scoreByPar(stats).map((bar) => ({
    ...bar,
    label: t('results:parN', { par: bar.par }),
    shown: bar.value ?? 0,
  }));

  const slides: { title: string; body: ReactNode }[] = [
    {
      title: t('results:scoreDistribution'),
      body: (
        <Chart>
          <BarChart data={distribution} margin={{ top: 20, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid vertical={false} stroke="var(--line)" />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} interval={0} />
            <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
            <Bar dataKey="value" radius={[6, 6, 0, 0]} isAnimationActive={false}>
              {distribution.map((bar) => (
                <Cell key={bar.key} fill={TONE_FILL[bar.tone]} />
              ))}
              <LabelList dataKey="value" position="top" fill="var(--fg)" fontSize={12} />
            </Bar>
          </BarChart>
        </Chart>
      ),
    },
    {
      title: t('results:fairwayAccuracy'),
      body:
        stats.fairwayAccuracy.total === 0 ? (
          <Empty>{t('results:noFairwayData')}</Empty>
        ) : (
          <Chart>
            <BarChart data={fairways} margin={{ top: 20, right: 8, bottom: 0, left: -24 }}>
              <CartesianGrid vertical={false} stroke="var(--line)" />
              <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
              <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
              <Bar dataKey="value" radius={[6, 6, 0, 0]} isAnimationActive={false}>
                {fairways.map((bar) => (
                  <Cell
                    key={bar.key}
                    fill={bar.key === 'center' ? 'var(--primary)' : 'var(--accent-strong)'}
                  />
                ))}
                <LabelList dataKey="value" position="top" fill="var(--fg)" fontSize={12} />
              </Bar>
            </BarChart>
          </Chart>
        ),
    },
    {
      title: t('results:scoreByPar'),
      body: (
        <Chart>
          <BarChart data={byPar} margin={{ top: 20, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid vertical={false} stroke="var(--line)" />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
            <YAxis tick={AXIS} tickLine={false} axisLine={false} />
            <Bar dataKey="shown" radius={[6, 6, 6, 6]} isAnimationActive={false}>
              {byPar.map((bar) => (
                <Cell
                  key={bar.key}
                  fill={bar.shown <= 0 ? 'var(--score-birdie-fg)' : 'var(--score-bogey-fg)'}
                />
              ))}
              <LabelList
                dataKey="shown"
                position="top"
                fill="var(--fg)"
                fontSize={12}
                formatter={(value: unknown) => {
                  const number = Number(value);
                  return number > 0 ? `+${number}` : String(number);
                }}
              />
            </Bar>
          </BarChart>
        </Chart>
      ),
    },
    { title: t('results:moreSoon'), body: <Empty>{t('results:moreSoonBody')}</Empty> },
  ];

  // The dots follow the swipe.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => setIndex(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const go = (next: number) => {
    const element = track.current;
    const target = Math.max(0, Math.min(slides.length - 1, next));
    element?.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  return (
    <section aria-roledescription="carousel" aria-labelledby="charts-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="charts-title" className="text-lg font-bold">
          {t('results:charts')}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('results:previousChart')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:bg-surface-muted disabled:opacity-35"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            disabled={index === slides.length - 1}
            aria-label={t('results:nextChart')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:bg-surface-muted disabled:opacity-35"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <div
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        {slides.map((slide, i) => (
          <figure
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={t('results:slideOf', { index: i + 1, total: slides.length, title: slide.title })}
            className="w-full shrink-0 snap-start px-0.5"
          >
            <div className="rounded-2xl border border-line bg-surface p-4">
              <figcaption className="mb-2 font-semibold">{slide.title}</figcaption>
              {slide.body}
            </div>
          </figure>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('results:slideOf', { index: index + 1, total: slides.length, title: slides[index]?.title ?? '' })}
      </p>
      <div className="flex justify-center gap-1" aria-hidden="true">
        {slides.map((slide, i) => (
          <span
            key={slide.title}
            className={clsx(
              'h-2 rounded-full transition-all',
              i === index ? 'w-6 bg-primary' : 'w-2 bg-line',
            )}
          />
        ))}
      </div>
    </section>
  );
}

function Chart({ children }: { children: ReactElement }) {
  return (
    <div className="h-52 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="flex h-52 items-center justify-center px-6 text-center text-fg-muted">{children}</p>;
}
