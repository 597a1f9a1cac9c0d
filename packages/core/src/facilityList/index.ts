export * from './bookingLink';
export * from './currentCampaigns';
export * from './lowestPrice';
export * from './productOffers';
export * from './safeLinkUrl';
