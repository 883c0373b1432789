export * from './buildings';
export * from './enums';
export * from './files';
export * from './orgs';
export * from './realtime';
export * from './users';
export * from './devices';
export * from './events';
