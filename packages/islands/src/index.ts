// @nordpark/islands for npm users: mount islands on a server-rendered page yourself.
//
//   registerIsland('date-field', () => import('@nordpark/date-field/island'));
//   await mountIslands(document, { onError: (error) => telemetry.send(error) });
//   const observer = observeIslands(document);
//
// An island's data entry starts its first call while its code loads (`prefetch`): the module
// it names holds the entry and this package's `dataRequest`, as the drop-in's own do
// (written from the manifests, scripts/bundle/dataEntries.mjs): `export { prefetch } from '@nordpark/booking-flow/prefetch';
// export { dataRequest } from '@nordpark/islands';`
export {
  ConfigError,
  IslandLoadError,
  IslandRenderError,
  NordparkError,
  type NordparkErrorContext,
  PropsError,
  UnknownIslandError,
} from './errors';
export { dataRequest } from './loader/dataRequest';
// The link form of an island (docs/embedding.md): write one server-side, or read one back.
export { type IslandLink, islandLinkHref, parseIslandLink } from './loader/linkForm';
export { mount as mountIslands, unmount as unmountIslands } from './loader/mount';
export { observe as observeIslands } from './loader/observe';
export { type IslandStateChange, STATE_EVENT as ISLAND_STATE_EVENT } from './loader/records';
export { registerIsland } from './loader/registry';
export { islandsMessages } from './messages';
export { islandsRetryMessages } from './retryMessages';
// For the embed builder: what the runtime would say about an island's page config and props.
export {
  type DiagnoseOptions,
  type Diagnostic,
  diagnoseIsland,
  type IslandDiagnosis,
  type IslandFailure,
} from './runtime/diagnoseIsland';
export type {
  IslandDataModule,
  IslandErrorHandler,
  IslandModuleLoader,
  IslandObserver,
  IslandState,
  MountOptions,
  RegisterOptions,
} from './types';
