// @nordpark/ui/network: whether the browser is online, for islands that say so and disable
// what needs the network. Its own entry, like every primitive.
export { useOnline } from './useOnline';
