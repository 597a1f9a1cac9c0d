export * from './calendarDate';
