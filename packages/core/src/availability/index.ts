export * from './availabilityLevel';
export * from './productOptionAvailability';
