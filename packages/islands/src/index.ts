// @nordpark/islands for npm users: mount islands on a server-rendered page yourself.
//
//   registerIsland('date-field', () => import('@nordpark/date-field/island'));
//   await mountIslands(document, { onError: (error) => telemetry.send(error) });
//   const observer = observeIslands(document);
export {
  ConfigError,
  IslandLoadError,
  IslandRenderError,
  NordparkError,
  type NordparkErrorContext,
  PropsError,
  UnknownIslandError,
} from './errors';
export { mount as mountIslands, unmount as unmountIslands } from './loader/mount';
export { observe as observeIslands } from './loader/observe';
export { type IslandStateChange, STATE_EVENT as ISLAND_STATE_EVENT } from './loader/records';
export { registerIsland } from './loader/registry';
export { islandsMessages } from './messages';
export type {
  IslandErrorHandler,
  IslandModuleLoader,
  IslandObserver,
  IslandState,
  MountOptions,
  RegisterOptions,
} from './types';
