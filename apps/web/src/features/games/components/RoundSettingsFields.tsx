import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  dateInputBounds,
  fromLocalInputValue,
  holesOptions,
  showsScoringMode,
  startingHoleOptions,
  toIsoWithOffset,
  toLocalInputValue,
  withFormat,
  withHoles,
  type DateProblem,
  type HolesSetting,
  type RoundKind,
  type RoundSettings,
} from '../model/round-setup';
import { FieldRow, Row, Section, Segmented, SwitchRow, inputClasses } from './controls';
import { FormatPicker } from './FormatPicker';

const HOLES_LABELS = {
  18: 'games:settings.holes18',
  0: 'games:settings.holesFront',
  9: 'games:settings.holesBack',
} as const satisfies Record<HolesSetting, string>;

const DATE_PROBLEMS = {
  date_in_past: 'games:settings.dateInPast',
  date_in_future: 'games:settings.dateInFuture',
  date_invalid: 'games:settings.dateInvalid',
} as const satisfies Record<DateProblem, string>;

export interface RoundSettingsFieldsProps {
  kind: RoundKind;
  settings: RoundSettings;
  onChange: (settings: RoundSettings) => void;
  /** The course's number of holes (9 or 18). */
  courseHoles: number;
  now: Date;
  dateProblem: DateProblem | null;
  /** Everything shown, nothing changeable (a player who is not the owner). */
  readOnly?: boolean;
  /** A placeholder for the name (the club's, say). */
  namePlaceholder?: string;
  /** The club and course played, shown at the top of the course section. */
  courseSummary?: { name: string; detail: string };
}

/**
 * The settings of a round: name, date (Play now), holes, starting hole, format (gross/net for stroke play),
 * contests and options. Shared by the create-round flow and the game settings screen.
 */
export function RoundSettingsFields({
  kind,
  settings,
  onChange,
  courseHoles,
  now,
  dateProblem,
  readOnly = false,
  namePlaceholder,
  courseSummary,
}: RoundSettingsFieldsProps) {
  const { t } = useT();
  const nameId = useId();
  const dateId = useId();
  const dateHintId = useId();
  const dateErrorId = useId();
  const startId = useId();
  const holes = holesOptions(courseHoles);
  const bounds = dateInputBounds(kind, now);
  const set = <K extends keyof RoundSettings>(key: K, value: RoundSettings[K]) =>
    onChange({ ...settings, [key]: value });

  return (
    <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
      <legend className="sr-only">{t('games:settings.heading')}</legend>
      <Section title={t('games:settings.round')}>
        <FieldRow
          label={t('games:settings.name')}
          htmlFor={nameId}
          aside={
            readOnly ? undefined : (
              <span className="text-sm text-fg-muted">{t('games:settings.optional')}</span>
            )
          }
        >
          <input
            id={nameId}
            type="text"
            maxLength={80}
            autoComplete="off"
            value={settings.name}
            placeholder={namePlaceholder ?? t('games:settings.namePlaceholder')}
            onChange={(event) => set('name', event.target.value)}
            className={inputClasses}
          />
        </FieldRow>
        <FieldRow
          label={t('games:settings.date')}
          htmlFor={dateId}
          hint={
            readOnly
              ? undefined
              : kind === 'live'
                ? t('games:settings.dateHintLive')
                : t('games:settings.dateHintRecorded')
          }
          hintId={dateHintId}
          error={dateProblem ? t(DATE_PROBLEMS[dateProblem]) : null}
          errorId={dateErrorId}
          aside={
            kind === 'live' && !readOnly ? (
              <button
                type="button"
                onClick={() => set('date', toIsoWithOffset(new Date()))}
                className="-my-1 inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand transition-colors hover:bg-fairway"
              >
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('games:settings.playNow')}
              </button>
            ) : undefined
          }
        >
          <input
            id={dateId}
            type="datetime-local"
            required
            value={toLocalInputValue(new Date(settings.date))}
            min={bounds.min}
            max={bounds.max}
            aria-invalid={dateProblem !== null}
            aria-describedby={dateProblem ? dateErrorId : readOnly ? undefined : dateHintId}
            onChange={(event) => {
              const date = fromLocalInputValue(event.target.value);
              if (date) set('date', toIsoWithOffset(date));
            }}
            className={inputClasses}
          />
        </FieldRow>
      </Section>

      <Section title={t('games:settings.course')}>
        {courseSummary && (
          <Row>
            <div className="flex flex-col">
              <span className="font-semibold">{courseSummary.name}</span>
              <span className="text-sm text-fg-muted">{courseSummary.detail}</span>
            </div>
          </Row>
        )}
        <Row>
          {holes.length > 1 ? (
            <div className="flex flex-col gap-2">
              <span className="font-medium" aria-hidden="true">
                {t('games:settings.holes')}
              </span>
              <Segmented
                legend={t('games:settings.holes')}
                options={holes.map((value) => ({ value, label: t(HOLES_LABELS[value]) }))}
                value={settings.holes}
                onChange={(value) => onChange(withHoles(settings, value))}
              />
            </div>
          ) : (
            <div className="flex flex-col">
              <span className="font-medium">{t('games:settings.holes')}</span>
              <span className="text-sm text-fg-muted">
                {t(HOLES_LABELS[0])} · {t('games:settings.nineHoleCourse')}
              </span>
            </div>
          )}
        </Row>
        <FieldRow label={t('games:settings.startingHole')} htmlFor={startId}>
          <select
            id={startId}
            value={settings.startingHole}
            onChange={(event) => set('startingHole', Number(event.target.value))}
            className={inputClasses}
          >
            {startingHoleOptions(settings.holes).map((hole) => (
              <option key={hole} value={hole}>
                {t('games:settings.startingHoleOption', { hole })}
              </option>
            ))}
          </select>
        </FieldRow>
      </Section>

      <Section title={t('games:settings.game')}>
        <FormatPicker
          value={settings.format}
          onChange={(format) => onChange(withFormat(settings, format))}
          disabled={readOnly}
        />
        {showsScoringMode(settings.format) && (
          <Row>
            <div className="flex items-center justify-between gap-4">
              <span className="font-medium" aria-hidden="true">
                {t('games:settings.scoring')}
              </span>
              <Segmented
                legend={t('games:settings.scoring')}
                options={[
                  { value: 'gross', label: t('games:settings.gross') },
                  { value: 'net', label: t('games:settings.net') },
                ]}
                value={settings.scoringMode}
                onChange={(value) => set('scoringMode', value)}
                className="w-48"
              />
            </div>
          </Row>
        )}
        <SwitchRow
          label={t('games:settings.useHandicaps')}
          hint={t('games:settings.useHandicapsHint')}
          checked={settings.useHandicaps}
          onChange={(value) => set('useHandicaps', value)}
          disabled={readOnly}
        />
      </Section>

      <Section title={t('games:settings.contests')}>
        <SwitchRow
          label={t('games:settings.longestDrive')}
          checked={settings.contests.longestDrive}
          onChange={(value) => set('contests', { ...settings.contests, longestDrive: value })}
          disabled={readOnly}
        />
        <SwitchRow
          label={t('games:settings.closestToPin')}
          checked={settings.contests.closestToPin}
          onChange={(value) => set('contests', { ...settings.contests, closestToPin: value })}
          disabled={readOnly}
        />
      </Section>

      <Section title={t('games:settings.privacy')}>
        <SwitchRow
          label={t('games:settings.private')}
          hint={t('games:settings.privateHint')}
          checked={settings.isPrivate}
          onChange={(value) => set('isPrivate', value)}
          disabled={readOnly}
        />
      </Section>
    </fieldset>
  );
}
