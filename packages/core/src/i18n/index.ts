export * from './createTranslator';
export * from './defaultFlexDays';
export * from './localeTag';
export * from './toLocale';
