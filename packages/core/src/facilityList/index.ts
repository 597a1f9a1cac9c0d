export * from './bookingLink';
export * from './canBookOnline';
export * from './currentCampaigns';
export * from './interestEmail';
export * from './lowestPrice';
export * from './productOffers';
export * from './safeLinkUrl';
