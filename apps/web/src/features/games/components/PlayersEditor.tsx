import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PLAYERS_PER_ROUND } from '@fairway/contract/runtime';
import { formatHandicap } from '@fairway/golf';
import { guestLine } from '../model/round-players';
import { clsx } from 'clsx';
import Crown from 'lucide-react/icons/crown';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  addPlayer,
  canAddPlayer,
  movePlayer,
  removePlayer,
  withPlayerTee,
  type DraftPlayer,
  type TeeChoice,
} from '../model/round-setup';
import { AddPlayerSheet } from './AddPlayerSheet';
import { inputClasses } from './controls';
import { PlayerAvatar } from './PlayerAvatar';
import { TeeDot } from './TeeDot';

/**
 * When a drag starts (games-and-profiles.md §4): in the create flow after a 250 ms press (touch) or 5 px
 * (mouse); in the settings grid after a 200 ms press or 10 px. A press shorter than that stays a tap or
 * a scroll.
 */
export const DRAG_ACTIVATION = {
  create: { touchDelayMs: 250, tolerancePx: 5, mouseDistancePx: 5 },
  settings: { touchDelayMs: 200, tolerancePx: 5, mouseDistancePx: 10 },
} as const;

export interface PlayersEditorProps {
  players: readonly DraftPlayer[];
  onChange: (players: DraftPlayer[]) => void;
  /** The owner's slot: crowned, and never removable. */
  ownerKey: string;
  /** The signed-in golfer's slot ("You"). */
  currentKey: string;
  tees: readonly TeeChoice[];
  activation: keyof typeof DRAG_ACTIVATION;
  readOnly?: boolean;
}

/**
 * The players of a round: four slots in four columns, reordered by drag (pointer or touch) or with the
 * keyboard (Space to lift, arrows to move, Space to drop), removed (never the owner), added from the sheet;
 * then each player's tee.
 */
export function PlayersEditor({
  players,
  onChange,
  ownerKey,
  currentKey,
  tees,
  activation,
  readOnly = false,
}: PlayersEditorProps) {
  const { t } = useT();
  const [adding, setAdding] = useState(false);
  const { touchDelayMs, tolerancePx, mouseDistancePx } = DRAG_ACTIVATION[activation];
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: mouseDistancePx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: touchDelayMs, tolerance: tolerancePx } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const hintId = useId();

  const nameOf = (id: UniqueIdentifier) => players.find((player) => player.key === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier | undefined) =>
    players.findIndex((player) => player.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('games:players.dnd.picked', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('games:players.dnd.over', { name: nameOf(active.id), position: positionOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('games:players.dnd.dropped', { name: nameOf(active.id), position: positionOf(over.id) })
        : t('games:players.dnd.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('games:players.dnd.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(movePlayer(players, positionOf(active.id) - 1, positionOf(over.id) - 1));
  };

  const emptySlots = Math.max(0, PLAYERS_PER_ROUND - players.length);

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-labelledby={`${hintId}-title`}>
        <div className="flex items-baseline justify-between gap-2 px-1">
          <h2 id={`${hintId}-title`} className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('games:players.heading')}
          </h2>
          <span className="text-sm text-fg-muted">
            {t('games:players.count', { count: players.length, max: PLAYERS_PER_ROUND })}
          </span>
        </div>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('games:players.dnd.instructions') },
          }}
        >
          <SortableContext items={players.map((player) => player.key)} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-4 gap-2" aria-describedby={readOnly ? undefined : hintId}>
              {players.map((player, index) => (
                <PlayerSlot
                  key={player.key}
                  player={player}
                  position={index + 1}
                  count={players.length}
                  isOwner={player.key === ownerKey}
                  isCurrent={player.key === currentKey}
                  readOnly={readOnly}
                  onRemove={() => onChange(removePlayer(players, player.key, ownerKey))}
                />
              ))}
              {Array.from({ length: emptySlots }, (_, index) =>
                index === 0 && !readOnly ? (
                  <li key="add">
                    <button
                      type="button"
                      onClick={() => setAdding(true)}
                      className="flex h-full min-h-32 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-line text-brand transition-colors hover:border-ring hover:bg-fairway"
                    >
                      <span className="inline-flex size-12 items-center justify-center rounded-full bg-fairway">
                        <Plus aria-hidden="true" className="size-6" />
                      </span>
                      <span className="text-xs font-semibold">{t('games:players.add')}</span>
                    </button>
                  </li>
                ) : (
                  <li
                    key={`empty-${index}`}
                    aria-hidden="true"
                    className="min-h-32 rounded-2xl border-2 border-dashed border-line/60"
                  />
                ),
              )}
            </ol>
          </SortableContext>
        </DndContext>
        {!readOnly && players.length > 1 && (
          <p id={hintId} className="px-1 text-sm text-fg-muted">
            {t('games:players.dragHint')}
          </p>
        )}
      </section>

      {tees.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby={`${hintId}-tees`}>
          <h2
            id={`${hintId}-tees`}
            className="px-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
          >
            {t('games:players.tees')}
          </h2>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {players.map((player) => (
              <TeeRow
                key={player.key}
                player={player}
                tees={tees}
                disabled={readOnly}
                onChange={(teeId) => onChange(withPlayerTee(players, player.key, teeId))}
              />
            ))}
          </ul>
        </section>
      )}

      {!readOnly && (
        <AddPlayerSheet
          open={adding}
          onOpenChange={setAdding}
          players={players}
          freeSlots={emptySlots}
          onAdd={(player) => {
            if (canAddPlayer(players)) onChange(addPlayer(players, player, tees));
          }}
        />
      )}
    </div>
  );
}

function PlayerSlot({
  player,
  position,
  count,
  isOwner,
  isCurrent,
  readOnly,
  onRemove,
}: {
  player: DraftPlayer;
  position: number;
  count: number;
  isOwner: boolean;
  isCurrent: boolean;
  readOnly: boolean;
  onRemove: () => void;
}) {
  const { t } = useT();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: player.key,
    disabled: readOnly,
  });
  const firstName = player.name.trim().split(/\s+/)[0] ?? player.name;
  const role = isOwner ? t('games:players.owner') : player.isGuest ? t('games:players.guest') : null;
  const label = [
    player.name,
    isCurrent ? t('games:players.you') : null,
    role,
    t('games:players.position', { position, count }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={clsx('relative', isDragging && 'z-10')}
    >
      <div
        className={clsx(
          'flex h-full min-h-32 flex-col items-center gap-1 rounded-2xl border bg-surface px-1 pt-3 pb-2 text-center transition-shadow',
          isDragging ? 'border-ring shadow-xl' : 'border-line',
        )}
      >
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={label}
          aria-roledescription={readOnly ? undefined : t('games:players.dnd.role')}
          disabled={readOnly}
          className={clsx(
            'relative rounded-full [touch-action:manipulation]',
            readOnly ? 'cursor-default' : 'cursor-grab active:cursor-grabbing',
          )}
        >
          <PlayerAvatar name={player.name} imageUrl={player.imageUrl} isGuest={player.isGuest} />
          {isOwner && (
            <span className="absolute -top-2 left-1/2 inline-flex size-6 -translate-x-1/2 items-center justify-center rounded-full bg-accent text-accent-strong ring-2 ring-surface">
              <Crown aria-hidden="true" className="size-3.5" />
            </span>
          )}
        </button>
        <span className="w-full truncate px-0.5 text-sm font-semibold" aria-hidden="true">
          {isCurrent ? t('games:players.you') : firstName}
        </span>
        <span className="w-full truncate text-xs text-fg-muted" aria-hidden="true">
          {player.isGuest
            ? guestLine(t('games:players.guest'), player.handicap, (handicap) =>
                t('games:players.handicap', { handicap: formatHandicap(handicap) }),
              )
            : t('games:players.handicap', { handicap: formatHandicap(player.handicap) })}
        </span>
      </div>
      {!readOnly && !isOwner && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('games:players.remove', { name: player.name })}
          title={t('games:players.remove', { name: player.name })}
          className="absolute -top-2 -right-1 inline-flex size-7 items-center justify-center rounded-full border border-line bg-surface text-fg-muted shadow-sm transition-colors hover:text-danger"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}

function TeeRow({
  player,
  tees,
  disabled,
  onChange,
}: {
  player: DraftPlayer;
  tees: readonly TeeChoice[];
  disabled: boolean;
  onChange: (teeId: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  const tee = tees.find((candidate) => candidate.teeId === player.teeId) ?? null;
  return (
    <li className="flex items-center gap-3 px-4 py-2.5">
      <label htmlFor={id} className="min-w-0 flex-1 truncate font-medium">
        <span className="sr-only">{t('games:players.teeFor', { name: player.name })}</span>
        <span aria-hidden="true">{player.name}</span>
      </label>
      <div className="relative w-48 shrink-0 sm:w-56">
        <TeeDot
          color={tee?.teeColor ?? tee?.teeName ?? null}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2"
        />
        <select
          id={id}
          value={player.teeId ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClasses, 'h-11 pl-8 text-sm')}
        >
          {player.teeId === null && <option value="">—</option>}
          {tees.map((candidate) => (
            <option key={candidate.teeId} value={candidate.teeId}>
              {candidate.totalDistance
                ? t('games:players.teeOption', { tee: candidate.teeName, distance: candidate.totalDistance })
                : candidate.teeName}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
