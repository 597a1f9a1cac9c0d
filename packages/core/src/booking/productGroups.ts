import type { ProcessType, Product } from '../types/facility';

/** The order the flow lists product groups in: short stays first, then season tickets. */
export const PROCESS_TYPES: readonly ProcessType[] = ['Pre-booking', 'Flexbooking', 'SeasonTicket'];

export interface ProductGroup {
  processType: ProcessType;
  products: Product[];
}

/**
 * The products of a facility grouped by ProcessType, in PROCESS_TYPES order, each group in
 * the server's order. Empty groups are left out; a product with a ProcessType the flow does
 * not know is left out too, since the flow has no steps for it.
 */
export function groupProductsByProcessType(products: readonly Product[]): ProductGroup[] {
  return PROCESS_TYPES.map((processType) => ({
    processType,
    products: products.filter((product) => product.ProcessType === processType),
  })).filter((group) => group.products.length > 0);
}

/**
 * Whether the product sells one particular space, which the customer picks (and the flow
 * locks). NON_RESERVED, seen from some servers, is an unreserved product under another name.
 */
export function isReservedProduct(product: Pick<Product, 'Type'>): boolean {
  return product.Type === 'Reserved';
}

/**
 * How many units one order may buy: MaxSalesAmount caps an order, Availability is what is
 * left. Reserved products sell one named space per order.
 */
export function maxOrderQuantity(product: Pick<Product, 'Type' | 'MaxSalesAmount' | 'Availability'>): number {
  if (isReservedProduct(product)) return product.Availability > 0 ? 1 : 0;
  const cap = product.MaxSalesAmount > 0 ? product.MaxSalesAmount : 1;
  return Math.max(0, Math.min(cap, Math.floor(product.Availability)));
}
