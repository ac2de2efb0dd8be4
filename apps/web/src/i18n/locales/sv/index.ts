// Every namespace of this language in one chunk, so a language switch is a single request.
const modules = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

export default Object.fromEntries(
  Object.entries(modules).map(([path, resources]) => [path.slice(2, -'.json'.length), resources]),
);
