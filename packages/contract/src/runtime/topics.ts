/** The kinds of realtime topic; the part before the colon. */
export type TopicKind = 'user' | 'chat' | 'game' | 'presence';

/** Builds a topic name (`user:{id}`, `chat:{id}`, `game:{id}`, `presence`); never write one by hand. */
export const topicOf = {
  user: (id: string): string => `user:${id}`,
  chat: (id: string): string => `chat:${id}`,
  game: (id: string): string => `game:${id}`,
  presence: (): string => 'presence',
};

/** Splits a topic into its kind and id (`presence` has no id). */
export function parseTopic(topic: string): { kind: TopicKind; id: string | null } {
  if (topic === 'presence') return { kind: 'presence', id: null };
  const [kind, id] = topic.split(':') as [Exclude<TopicKind, 'presence'>, string];
  return { kind, id };
}
