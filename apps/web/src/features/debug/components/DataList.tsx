import type { ReactNode } from 'react';

export interface DataRow {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, as a description list. Long values wrap anywhere (tokens, user agents). */
export function DataList({ rows }: { rows: readonly DataRow[] }) {
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-medium text-fg-muted">{label}</dt>
          <dd className="min-w-0 font-mono text-xs leading-5 break-all text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
