// The participant's pages, for links between them (the routes themselves are in remote-module.tsx).
export const DASHBOARD_PATH = '/dashboard/user';
export const TODAY_PATH = `${DASHBOARD_PATH}/today`;
export const HISTORY_PATH = `${DASHBOARD_PATH}/history`;
export const programPath = (assignmentId: number) => `${DASHBOARD_PATH}/programs/${assignmentId}`;
