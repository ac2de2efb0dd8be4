import MapPin from 'lucide-react/icons/map-pin';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { IconButton } from '../../../ui/IconButton';

/** Club search: from 2 characters, 300 ms after typing stops. */
const MIN_LENGTH = 2;

/** Tags a course: search a club by name, then pick one of its courses; the chosen one can be removed. */
export function CoursePicker({
  value,
  onChange,
}: {
  value: { id: string; name: string } | null;
  onChange: (course: { id: string; name: string } | null) => void;
}) {
  const { t } = useT();
  const api = useApi();
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const clubs = useQuery({
    queryKey: ['posts', 'course-search', query],
    queryFn: ({ signal }) =>
      api.call('clubs', {
        query: { query, limit: 6, sortBy: 'relevance', view: 'list', withCourses: 'true' },
        signal,
      }),
    enabled: query.length >= MIN_LENGTH,
  });
  if (value)
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-line px-3 py-1">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand" />
        <span className="min-w-0 flex-1 truncate">{value.name}</span>
        <IconButton
          label={t('posts:create.courseRemove')}
          icon={<X aria-hidden="true" className="size-4" />}
          onClick={() => onChange(null)}
        />
      </p>
    );
  const results = (clubs.data?.clubs ?? []).flatMap((club) =>
    (club.courses ?? []).map((course) => ({
      id: course.id,
      name: course.courseName === club.name ? club.name : `${course.courseName} · ${club.name}`,
    })),
  );
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t('posts:create.course')}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('posts:create.courseSearch')}
        className="min-h-11 rounded-2xl border border-line bg-surface px-3"
      />
      {query.length >= MIN_LENGTH && (
        <div aria-live="polite">
          {clubs.isFetching && <p className="text-sm text-fg-muted">{t('posts:create.courseSearching')}</p>}
          {clubs.isSuccess && results.length === 0 && (
            <p className="text-sm text-fg-muted">{t('posts:create.courseNoResults')}</p>
          )}
          {results.length > 0 && (
            <ul className="flex flex-col gap-1">
              {results.map((course) => (
                <li key={course.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(course);
                      setText('');
                    }}
                    className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left hover:bg-surface-muted"
                  >
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                    <span className="truncate">{course.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
