export const fi = { title: 'permit-status-fi' };
