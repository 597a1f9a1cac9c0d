export { defineIsland, type IslandDefinition, type IslandProps } from './island/defineIsland';
export { IslandPlaceholder, type IslandPlaceholderProps } from './placeholder/IslandPlaceholder';
export { storyConfig } from './storyConfig';
