export * from './platform/validators.ts';
export * from './platform/messages.ts';
export * from './platform/entity.ts';
export * from './platform/dictionaries.ts';
export * from './system/permissions.ts';
export * from './system/entities.ts';
export * from './system/api.ts';
export * from './system/profile.ts';
