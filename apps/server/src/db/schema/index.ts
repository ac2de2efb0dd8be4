/**
 * The whole database schema, one file per group of tables. drizzle-kit reads this file to generate
 * migrations (`npm run db:generate`); both PGlite and PostgreSQL run the same migrations.
 */
export * from './system';
export * from './auth';
export * from './profiles';
export * from './clubs';
export * from './games';
export * from './gear';
export * from './settings';
export * from './friends';
export * from './posts';
export * from './media';
export * from './course-map';
export * from './notifications';
export * from './push';
export * from './chat';
export * from './stats';
