// The lazily loaded half of the islands runtime: everything that needs React. The loader
// imports this module only once a page holds an island, so React loads once, on demand.

export { islandOf } from './islandOf';
export { type RenderErrorKind, type RenderRequest, renderIsland } from './renderIsland';
