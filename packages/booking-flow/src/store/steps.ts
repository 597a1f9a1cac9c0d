import { isReservedProduct, type Product } from '@nordpark/core';
import type { StepId } from './state';

/**
 * The steps a product's booking takes, in order: a parking space only for a reserved
 * product, access devices only when the product has any.
 */
export function stepsFor(product: Pick<Product, 'Type' | 'AccessDevices'> | undefined): StepId[] {
  return [
    'product',
    'dates',
    ...(product && isReservedProduct(product) ? (['space'] as const) : []),
    ...(product && product.AccessDevices.length > 0 ? (['devices'] as const) : []),
    'customer',
    'vehicle',
    'payment',
    'summary',
  ];
}
