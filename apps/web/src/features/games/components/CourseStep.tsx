import { clsx } from 'clsx';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Flag from 'lucide-react/icons/flag';
import Satellite from 'lucide-react/icons/satellite';
import { useT } from '../../../i18n/use-t';
import { isPlayable, type CourseChoice } from '../model/round-setup';

/**
 * The course of a club with several: holes, par and tees of each. A course without hole geometry is still
 * playable, scored without the map ("score only"); one without a scorecard cannot be chosen.
 */
export function CourseStep({
  courses,
  selectedId,
  onPick,
}: {
  courses: readonly CourseChoice[];
  selectedId: string | null;
  onPick: (course: CourseChoice) => void;
}) {
  const { t } = useT();
  return (
    <ul aria-label={t('games:course.heading')} className="flex flex-col gap-3">
      {courses.map((course) => {
        const playable = isPlayable(course);
        const selected = course.id === selectedId;
        return (
          <li key={course.id}>
            <button
              type="button"
              disabled={!playable}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onPick(course)}
              className={clsx(
                'flex w-full items-center gap-4 rounded-2xl border bg-surface p-4 text-left transition-colors',
                'hover:border-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-line',
                selected ? 'border-ring ring-2 ring-ring/40' : 'border-line',
              )}
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-fairway text-brand">
                <Flag aria-hidden="true" className="size-6" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold text-balance">{course.name}</span>
                <span className="text-sm text-fg-muted">
                  {[
                    t('games:course.holes', { count: course.holes }),
                    course.par ? t('games:course.par', { par: course.par }) : null,
                    t('games:course.tees', { count: course.tees.length }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span
                  className={clsx(
                    'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                    !playable
                      ? 'bg-surface-muted text-fg-muted'
                      : course.hasGps
                        ? 'bg-fairway text-brand'
                        : 'bg-accent text-on-accent',
                  )}
                >
                  {course.hasGps && playable && <Satellite aria-hidden="true" className="size-3" />}
                  {!playable
                    ? t('games:course.noScorecard')
                    : course.hasGps
                      ? t('games:course.gps')
                      : t('games:course.scoreOnly')}
                </span>
              </span>
              {playable && <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
