export * from './customerForm';
export * from './licencePlate';
export * from './orderTotal';
export * from './paymentUrl';
export * from './productGroups';
