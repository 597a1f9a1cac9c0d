export { defineIsland, type IslandDefinition, type IslandProps } from './island/defineIsland';
