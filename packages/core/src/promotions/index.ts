export * from './promotionMonths';
