export const en = { title: 'permit-status-en' };
