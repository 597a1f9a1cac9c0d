export * from './invoiceDownloadUrl';
export * from './sameOriginUrl';
export * from './serverMessage';
export * from './terminationDecision';
export * from './vehicleDeletion';
