export const nb = { title: 'permit-status-nb' };
