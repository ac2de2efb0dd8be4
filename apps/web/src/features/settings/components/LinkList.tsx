import { clsx } from 'clsx';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkListItem {
  id: string;
  to: string;
  Icon: LucideIcon;
  label: string;
  description?: string;
  /** A short tag after the label ("Soon"). */
  badge?: string;
}

/** A card of navigation rows (icon, label, description, chevron), as a list of links. */
export function LinkList({ items, label }: { items: readonly LinkListItem[]; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
    >
      {items.map(({ id, to, Icon, label: itemLabel, description, badge }) => (
        <li key={id}>
          <Link
            to={to}
            className="flex items-center gap-4 px-4 py-3.5 transition-colors hover:bg-surface-muted focus-visible:-outline-offset-2 sm:px-5"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-fairway text-brand"
            >
              <Icon className="size-5" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-center gap-2 font-medium">
                {itemLabel}
                {badge && <Badge>{badge}</Badge>}
              </span>
              {description && <span className="truncate text-sm text-fg-muted">{description}</span>}
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={clsx('rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent', className)}
    >
      {children}
    </span>
  );
}
