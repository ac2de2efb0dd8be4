import type { HandicapSummary } from '@fairway/contract';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '../../../i18n/use-t';

const AXIS = { fill: 'var(--fg-muted)', fontSize: 12 };

/**
 * Fairway's index after each round that counts, as a line (recharts: load this module lazily). A screen reader
 * reads the one-line summary instead of the drawing, which is hidden from it and kept out of the tab order
 * (recharts' keyboard layer off: a focusable drawing inside `aria-hidden` fails axe).
 */
export default function HandicapIndexChart({ history }: { history: HandicapSummary['history'] }) {
  const { t, i18n } = useT();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const points = history.map((point) => ({ ...point, label: dateFormat.format(new Date(point.date)) }));
  const last = history.at(-1);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="sr-only">
        {t('profiles:handicap.chartSummary', {
          count: history.length,
          first: history[0]?.index ?? 0,
          last: last?.index ?? 0,
        })}
      </figcaption>
      <div aria-hidden="true" className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ top: 12, right: 12, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--line)" />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis tick={AXIS} tickLine={false} axisLine={false} domain={['dataMin - 1', 'dataMax + 1']} />
            <Tooltip
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--line)',
                borderRadius: 12,
                color: 'var(--fg)',
              }}
              formatter={(value) => [value, t('profiles:handicap.index')]}
            />
            <Line
              type="stepAfter"
              dataKey="index"
              stroke="var(--primary)"
              strokeWidth={2.5}
              dot={{ r: 3, fill: 'var(--primary)' }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
