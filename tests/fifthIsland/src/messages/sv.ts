export const sv = { title: 'permit-status-sv' };
