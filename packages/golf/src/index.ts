// @fairway/golf: the golf domain in pure TypeScript, no I/O. Every rule a golfer would name lives here.
export * from './units';
export * from './rounding';
export * from './score-name';
export * from './handicap';
export * from './stroke-allocation';
export * from './stableford';
export * from './match-play';
export * from './skins';
export * from './formats';
export * from './leaderboard';
export * from './holes';
export * from './score-entry';
export * from './stats';
export * from './bag';
export * from './geo';
export * from './handicap-input';
export * from './tees';
