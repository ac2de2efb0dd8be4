import Link2 from 'lucide-react/icons/link-2';
import Map from 'lucide-react/icons/map';
import TrendingUp from 'lucide-react/icons/trending-up';
import Trophy from 'lucide-react/icons/trophy';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import { useT } from '../../../i18n/use-t';

type FeatureId = 'profile' | 'connect' | 'progress' | 'map' | 'links' | 'achievements';

/** The six pitches of platform.md §1, in order, each with its own tint. */
const FEATURES: readonly {
  id: FeatureId;
  Icon: LucideIcon;
  tint: string;
  titleKey: `landing:features.${FeatureId}.title`;
  bodyKey: `landing:features.${FeatureId}.body`;
}[] = [
  {
    id: 'profile',
    Icon: UserRound,
    tint: 'bg-fairway text-brand',
    titleKey: 'landing:features.profile.title',
    bodyKey: 'landing:features.profile.body',
  },
  {
    id: 'connect',
    Icon: Users,
    tint: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
    titleKey: 'landing:features.connect.title',
    bodyKey: 'landing:features.connect.body',
  },
  {
    id: 'progress',
    Icon: TrendingUp,
    tint: 'bg-accent text-on-accent',
    titleKey: 'landing:features.progress.title',
    bodyKey: 'landing:features.progress.body',
  },
  {
    id: 'map',
    Icon: Map,
    tint: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    titleKey: 'landing:features.map.title',
    bodyKey: 'landing:features.map.body',
  },
  {
    id: 'links',
    Icon: Link2,
    tint: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
    titleKey: 'landing:features.links.title',
    bodyKey: 'landing:features.links.body',
  },
  {
    id: 'achievements',
    Icon: Trophy,
    tint: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
    titleKey: 'landing:features.achievements.title',
    bodyKey: 'landing:features.achievements.body',
  },
];

/** The feature grid: one column on a phone, two from 640 px, three from 1024 px. */
export function FeatureGrid() {
  const { t } = useT();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-t border-line bg-surface"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('landing:features.title')}
          </h2>
          <p className="mt-3 text-lg text-fg-muted text-pretty">{t('landing:features.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ id, Icon, tint, titleKey, bodyKey }) => (
            <li
              key={id}
              className="flex flex-col gap-3 rounded-3xl border border-line bg-bg p-6 transition-shadow hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className={`flex size-12 items-center justify-center rounded-2xl ${tint}`}
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-1 text-lg font-bold">{t(titleKey)}</h3>
              <p className="text-fg-muted text-pretty">{t(bodyKey)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
