export * from './allowedDates';
export * from './dateFieldState';
export * from './dateSelectionEvent';
export * from './dayOfWeek';
export * from './inputFormat';
export * from './startDateExplanation';
export * from './today';
