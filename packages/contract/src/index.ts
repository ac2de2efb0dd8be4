/**
 * The contract between Fairway's server and its clients: zod schemas for entities, requests, responses,
 * error codes and realtime events. Server routes validate with these schemas and the web client is typed
 * by them, so both sides always agree.
 */
export * from './errors';
export * from './accounts';
export * from './profile-details';
export * from './pagination';
export * from './health';
export * from './realtime';
export * from './clubs';
export * from './favorites';
export * from './games';
export * from './stats';
export * from './bag';
export * from './settings';
export * from './achievements';
export * from './friends';
export * from './posts';
export * from './uploads';
export * from './notifications';
export * from './sites';
export * from './push';
export * from './chats';
export * from './ids';
export * from './routes';
